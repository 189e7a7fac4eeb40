// The save sequence of spec 000 §4, step by step, with the API calls it needs. It decides; the
// editor (use-save-widget.ts) shows the outcome.
import {
  type User,
  userResponseSchema,
  WIDGET_MESSAGES,
  type Widget,
  type WidgetStatusResponse,
  widgetResponseSchema,
  widgetStatusResponseSchema,
} from '@widgetry/contracts';
import { missingSource } from '@widgetry/widget-registry';
import type { ApiClient } from '../../lib/api-client';
import type { EditorWidget } from '../../lib/widget-editor/editor-widget';
import { settingsErrors } from './settings-check';

/** What the purchase popup says, from the save table of spec 000 §4. */
export type PurchaseNotice =
  | { kind: 'purchase'; price: number }
  | { kind: 'incomplete'; hostedUrl: string | null }
  | { kind: 'pastDue'; hostedUrl: string | null };

export type SaveOutcome =
  /** A visitor: saving needs an account. */
  | { kind: 'signIn' }
  /**
   * Title or required source missing, or a setting the contract refuses (step 3). `fieldErrors`
   * places each message under its control, keyed by settings path like a 400's fieldErrors.
   */
  | { kind: 'invalid'; message: string; titleError: string | null; fieldErrors: Record<string, string> }
  /** Step 4: the email is not verified yet. */
  | { kind: 'verifyEmail' }
  /** Step 5: a paid type without a subscription that allows saving. */
  | { kind: 'purchase'; notice: PurchaseNotice }
  /** Step 6 done; `warning` is an error field the answer carried alongside the widget. */
  | { kind: 'saved'; widget: Widget; created: boolean; warning: string | null };

type SubscriptionState = Pick<WidgetStatusResponse, 'subStatus' | 'expires' | 'hostedUrl'>;

const NO_SUBSCRIPTION: SubscriptionState = { subStatus: null, expires: null, hostedUrl: null };

/**
 * The subscription table of spec 000 §4: null when the widget may be saved, else what the
 * purchase popup says. Statuses the table does not name (canceled, expired …) count as "unknown".
 */
export function subscriptionNotice(price: number, subscription: SubscriptionState, now: Date): PurchaseNotice | null {
  if (!(price > 0)) return null;
  const { subStatus, expires, hostedUrl } = subscription;
  if (subStatus === 'incomplete') return { kind: 'incomplete', hostedUrl };
  if (subStatus === 'past_due') return { kind: 'pastDue', hostedUrl };
  if (subStatus === 'active' && expires !== null && new Date(expires).getTime() > now.getTime()) return null;
  return { kind: 'purchase', price };
}

/**
 * Step 3 (spec 000 §5): the title, the type's required source, and then every setting against
 * the type's contract. All are reported at once; the banner's message is the first of them.
 */
export function validateWidget(widget: EditorWidget): Extract<SaveOutcome, { kind: 'invalid' }> | null {
  const titleError = widget.title.trim() === '' ? WIDGET_MESSAGES.titleRequired : null;
  const missing = missingSource(widget.widgetType.name, widget.htmlData[widget.widgetType.name]);
  const fieldErrors = {
    ...(missing ? { [missing.path]: missing.message } : {}),
    ...settingsErrors(widget.widgetType.name, widget.htmlData[widget.widgetType.name]),
  };
  const message = titleError ?? Object.values(fieldErrors)[0];
  if (message === undefined) return null;
  return { kind: 'invalid', message, titleError, fieldErrors };
}

const widgetPath = (id: string) => `/widget/${encodeURIComponent(id)}`;

export interface SaveContext {
  api: ApiClient;
  isLoggedIn: boolean;
  /** Called with the refreshed profile (step 2), so the rest of the app sees it too. */
  onProfile: (user: User) => void;
  now?: () => Date;
}

/**
 * Runs steps 1–6. API failures are thrown as they come (ApiError): the caller maps a 400's
 * fieldErrors, a 403 EMAIL_NOT_VERIFIED and a 402 to what the user sees.
 */
export async function runSaveSequence(widget: EditorWidget, context: SaveContext): Promise<SaveOutcome> {
  const { api } = context;
  if (!context.isLoggedIn) return { kind: 'signIn' };

  // 1. The subscription may have changed since the editor opened (a payment elsewhere).
  const subscription = widget.id
    ? await api.get(`/widget/status/${encodeURIComponent(widget.id)}`, widgetStatusResponseSchema)
    : NO_SUBSCRIPTION;
  // 2. The verified flag may have changed since sign-in (the link clicked in another tab).
  const { user } = await api.get('/user/profile', userResponseSchema);
  context.onProfile(user);
  // 3.
  const invalid = validateWidget(widget);
  if (invalid) return invalid;
  // 4.
  if (!user.emailVerified) return { kind: 'verifyEmail' };
  // 5.
  const notice = subscriptionNotice(widget.widgetType.price, subscription, context.now?.() ?? new Date());
  if (notice) return { kind: 'purchase', notice };
  // 6.
  const body = { widget: { title: widget.title, widgetType: widget.widgetType.id, htmlData: widget.htmlData } };
  const answer = widget.id
    ? await api.put(widgetPath(widget.id), body, widgetResponseSchema)
    : await api.post('/widget/', body, widgetResponseSchema);
  return { kind: 'saved', widget: answer.widget, created: !widget.id, warning: answer.error ?? null };
}
