import { z } from 'zod';
import { CATEGORIES, COLLECTION_NAMES, DEFAULT_CATEGORY, USER_ROLES } from '../constants/lists';
import { ADMIN_MESSAGES } from '../constants/messages';
import {
  adminListUserSchema,
  adminUserDetailSchema,
  adminUserSchema,
  widgetLimitSchema,
} from '../entities/admin-user.schema';
import { editOrderFormSchema, manualOrderFormSchema } from '../entities/order-form.schema';
import { paymentSchema } from '../entities/payment.schema';
import { PAYMENT_MIN_AMOUNT } from '../entities/payment-form.schema';
import { orderSchema } from '../entities/subscription.schema';
import { displayNameSchema, emailSchema } from '../entities/user.schema';
import { widgetTypeNameSchema, widgetTypeSchema } from '../entities/widget-type.schema';
import { widgetHtmlDataSchema } from '../html-data/index';
import { unixSecondsSchema } from '../rules/date.rule';
import { idSchema } from '../rules/id.rule';
import { optionalPasswordSchema, passwordSchema } from '../rules/password.rule';
import { clientString } from '../rules/text.rule';
import { imagePathSchema } from '../rules/url.rule';
import { pageInfoSchema } from './admin-lists.api';

/** POST /widget as an admin: a manual order (spec 003 §7). */
export const adminCreateWidgetBodySchema = z.object({
  widget: manualOrderFormSchema.extend({
    /** The admin form always sends an empty list; payments are added with POST /devadmin/payment. */
    payment: z.array(z.unknown()).max(0).default([]),
    htmlData: widgetHtmlDataSchema.prefault({}),
  }),
});
export type AdminCreateWidgetBody = z.infer<typeof adminCreateWidgetBodySchema>;

/** PUT /widget/{id} as an admin: Edit Subscription (spec 003 §7). */
export const adminUpdateWidgetBodySchema = z.object({
  widget: editOrderFormSchema.extend({
    widgetType: idSchema.optional(),
  }),
});
export type AdminUpdateWidgetBody = z.infer<typeof adminUpdateWidgetBodySchema>;

/** GET /devadmin */
export const collectionsResponseSchema = z.object({ collections: z.array(z.string()) });
/** GET /devadmin/details – users with their widgets. */
export const adminDetailsResponseSchema = z.object({ users: z.array(adminUserSchema) });
/** GET /devadmin/details/{userId} */
export const adminUserDetailResponseSchema = z.object({ user: adminUserDetailSchema });
/** GET /devadmin/user – one page of users (adminUsersQuerySchema) and where it sits. */
export const adminUsersResponseSchema = z.object({ users: z.array(adminListUserSchema) }).extend(pageInfoSchema.shape);
/** POST and PUT /devadmin/user */
export const adminUserResponseSchema = z.object({ user: adminUserSchema });
/** GET /devadmin/availableWidget */
export const availableWidgetsResponseSchema = z.object({ availableWidgets: z.array(widgetTypeSchema) });
/** POST and PUT /devadmin/availableWidget */
export const availableWidgetResponseSchema = z.object({ availableWidget: widgetTypeSchema });

/** POST /devadmin/collection */
export const collectionBodySchema = z.object({ collectionName: z.enum(COLLECTION_NAMES) });
export type CollectionBody = z.infer<typeof collectionBodySchema>;
/** POST /devadmin/collection for payments: a list. */
export const paymentsCollectionResponseSchema = z
  .object({ documents: z.array(paymentSchema) })
  .extend(pageInfoSchema.shape);
/** POST /devadmin/collection for orders: documents.widgetArray. */
export const ordersCollectionResponseSchema = z
  .object({ documents: z.object({ widgetArray: z.array(orderSchema) }) })
  .extend(pageInfoSchema.shape);

/** POST /devadmin/payment/{userId} – created is unix seconds (spec 003 §9). */
export const adminPaymentBodySchema = z.object({
  userId: idSchema,
  amount: z
    .number({ error: ADMIN_MESSAGES.validAmountRequired })
    .min(PAYMENT_MIN_AMOUNT, { error: ADMIN_MESSAGES.validAmountRequired })
    .max(1_000_000, { error: ADMIN_MESSAGES.validAmountRequired }),
  widgetId: idSchema,
  method: clientString({ error: ADMIN_MESSAGES.paymentMethodRequired })
    .trim()
    .min(1, { error: ADMIN_MESSAGES.paymentMethodRequired })
    .max(200),
  created: unixSecondsSchema,
});
export type AdminPaymentBody = z.infer<typeof adminPaymentBodySchema>;
export const adminPaymentResponseSchema = z.object({ payment: paymentSchema });

/** PUT /devadmin/tool/update-user and /devadmin/tool/add-renewal-payments */
export const toolCountResponseSchema = z.object({ count: z.number().int().nonnegative() });
/** PUT /devadmin/tool/update-payment */
export const updatePaymentsToolResponseSchema = z.object({
  paymentMethodCount: z.number().int().nonnegative(),
  userIDCount: z.number().int().nonnegative(),
  userNameCount: z.number().int().nonnegative(),
  widgetNameCount: z.number().int().nonnegative(),
});
/** PUT /devadmin/tool/update-widget */
export const updateWidgetsToolResponseSchema = z.object({
  statusUpdatedCount: z.number().int().nonnegative(),
  dateUpdatedCount: z.number().int().nonnegative(),
  defaultMethodCount: z.number().int().nonnegative(),
});

const userFields = {
  displayName: displayNameSchema,
  email: emailSchema,
  userRole: z.enum(USER_ROLES).default('customer'),
};
/** POST /devadmin/user */
export const adminCreateUserBodySchema = z.object({ ...userFields, password: passwordSchema });
export type AdminCreateUserBody = z.infer<typeof adminCreateUserBodySchema>;
/**
 * PUT /devadmin/user – an empty or missing password keeps the current one; a missing widgetLimit
 * keeps the user's, null gives them the default again.
 */
export const adminUpdateUserBodySchema = z.object({
  id: idSchema,
  ...userFields,
  password: optionalPasswordSchema,
  widgetLimit: widgetLimitSchema.optional(),
});
export type AdminUpdateUserBody = z.infer<typeof adminUpdateUserBodySchema>;

// Script names become /scripts/widget/{name} and /scripts/lib/{name}: a bare file name, no path.
const scriptFileSchema = clientString()
  .max(100)
  .regex(/^(?:[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*)?$/, { error: 'A script is a file name such as prorated.js.' });
const providerIdSchema = clientString()
  .max(255)
  .regex(/^[A-Za-z0-9_]*$/, { error: 'Use the id exactly as the payment provider shows it.' });

/** True for an amount of whole cents (4.99, 5, 0.1); 4.999 is not (binary fractions need the tolerance). */
const isWholeCents = (dollars: number) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;

/** POST and PUT /devadmin/availableWidget – the product form lowercases the id (spec 003 §7). */
export const productBodySchema = z.object({
  id: idSchema.optional(),
  name: clientString().trim().toLowerCase().pipe(widgetTypeNameSchema),
  displayName: clientString().trim().min(1).max(100),
  desc: clientString().max(2000).default(''),
  category: z.enum(CATEGORIES).default(DEFAULT_CATEGORY),
  /** Dollars per month, to the cent (a price is charged in cents: 4.999 would not be what was typed); 0 is free. */
  price: z
    .number()
    .nonnegative()
    .max(100_000)
    .refine(isWholeCents, { error: 'A price is in dollars and cents: at most two decimals.' })
    .default(0),
  bannerImage: imagePathSchema.default(''),
  iconImage: imagePathSchema.default(''),
  scripts: z.object({ main: scriptFileSchema.default(''), lib: scriptFileSchema.default('') }).prefault({}),
  stripePriceId: providerIdSchema.default(''),
  stripeProductId: providerIdSchema.default(''),
});
export type ProductBody = z.infer<typeof productBodySchema>;

/** POST devadmin/upload (multipart: file, originalFileName) */
export const uploadResponseSchema = z.object({ filePath: z.string() });
/** POST /devadmin/upload's multipart form, for the API's documentation: PNG, JPEG, WebP or GIF. */
export const uploadFormSchema = z.object({
  file: z.file().describe('The image: PNG, JPEG, WebP or GIF, recognised by its content.'),
  originalFileName: z.string().describe("The file's name on the admin's computer."),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
