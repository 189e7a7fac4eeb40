import type { Config } from '../config';
import { generateStrongPassword } from '../lib/random-password';
import { createCatalogRepository } from '../modules/catalog/catalog.repository';
import { hashPassword } from '../modules/users/password-hasher';
import { createUsersRepository } from '../modules/users/users.repository';
import type { Db } from './client';
import type { NewWidgetTypeRow } from './schema';

/** The address of the admin created when ADMIN_EMAIL is not set. */
export const DEMO_ADMIN_EMAIL = 'admin@widgetry.local';

/**
 * The catalogue (spec 000 §3). Images are left empty on purpose: the dashboard then shows its
 * shipped `/images/{name}-banner.png` and `/images/{name}-logo.png` (spec 001 §3 image rule).
 */
export const WIDGET_TYPE_SEED: readonly Omit<NewWidgetTypeRow, 'scripts'>[] = [
  {
    name: 'accessibility',
    displayName: 'Accessibility Menu',
    category: 'misc',
    priceCents: 0,
    desc: 'A floating accessibility toolbox that lets visitors enlarge text, raise contrast, highlight links and pause animations on your site.',
  },
  {
    name: 'appfolio',
    displayName: 'AppFolio Listings',
    category: 'listings',
    priceCents: 1999,
    desc: 'Show your current AppFolio rental listings on your own website, with photos, rent, filters, sorting and an optional map.',
  },
  {
    name: 'trustpilot',
    displayName: 'Trustpilot Reviews',
    category: 'reviews',
    priceCents: 999,
    desc: 'Showcase your Trustpilot rating and latest reviews in a list, masonry or carousel layout styled to match your brand.',
  },
  {
    name: 'rentvine',
    displayName: 'Rentvine Listings',
    category: 'listings',
    priceCents: 1999,
    desc: 'Display the rentals from your Rentvine profile on your website, always up to date, with photos, pricing and filters.',
  },
  {
    name: 'tripadvisor',
    displayName: 'TripAdvisor Reviews',
    category: 'reviews',
    priceCents: 999,
    desc: 'Bring your TripAdvisor rating and guest reviews for your hotel or restaurant onto your site, filtered by stars.',
  },
  {
    name: 'yelp',
    displayName: 'Yelp Reviews',
    category: 'reviews',
    priceCents: 999,
    desc: 'Feature your Yelp rating and customer reviews on your website, with a header, review cards and an Add Review button.',
  },
  {
    name: 'prorated',
    displayName: 'Prorated Rent Calculator',
    category: 'misc',
    priceCents: 0,
    desc: 'Let tenants work out the prorated rent for a partial month from the monthly rent and their move-in or move-out date.',
  },
  {
    name: 'affordability',
    displayName: 'Affordability Calculator',
    category: 'misc',
    priceCents: 0,
    desc: 'Help visitors see how much home they can afford from their income, monthly debts, down payment and interest rate.',
  },
  {
    name: 'monthlypayment',
    displayName: 'Mortgage Payment Calculator',
    category: 'misc',
    priceCents: 0,
    desc: 'Estimate a monthly mortgage payment with sliders, broken down into principal and interest, taxes, insurance and HOA fees.',
  },
];

export interface CreatedAdmin {
  email: string;
  /** Only for the demo admin, whose password nobody chose; shown once, then only its hash exists. */
  password?: string;
  demo: boolean;
}

export interface SeedResult {
  widgetTypesCreated: number;
  admin?: CreatedAdmin;
  warnings: string[];
}

/** Idempotent: safe on every start and from several processes at once. */
export async function seed(db: Db, config: Pick<Config, 'adminEmail' | 'adminPassword'>): Promise<SeedResult> {
  const created = await createCatalogRepository(db).insertMissingWidgetTypes(
    WIDGET_TYPE_SEED.map((type) => ({ ...type, scripts: { main: `${type.name}.js`, lib: '' } })),
  );
  const { admin, warnings } = await ensureAdmin(db, config);
  return { widgetTypesCreated: created.length, warnings, ...(admin ? { admin } : {}) };
}

async function ensureAdmin(
  db: Db,
  config: Pick<Config, 'adminEmail' | 'adminPassword'>,
): Promise<{ admin?: CreatedAdmin; warnings: string[] }> {
  const users = createUsersRepository(db);

  if (config.adminEmail !== undefined && config.adminPassword !== undefined) {
    const existing = await users.findByEmail(config.adminEmail);
    if (existing) {
      // Never promote or reset an existing account from the environment: whoever registered the
      // address first would otherwise become admin, or the real admin's password would be reset.
      const warnings =
        existing.userRole === 'admin'
          ? []
          : [`ADMIN_EMAIL ${config.adminEmail} belongs to an existing customer account; it was not made an admin`];
      return { warnings };
    }
    const row = await users.createIfEmailFree({
      email: config.adminEmail,
      displayName: 'Admin',
      passwordHash: await hashPassword(config.adminPassword),
      userRole: 'admin',
      emailVerified: true,
    });
    return { warnings: [], ...(row ? { admin: { email: row.email, demo: false } } : {}) };
  }

  if (await users.hasAdmin()) return { warnings: [] };
  const password = generateStrongPassword();
  const row = await users.createIfEmailFree({
    email: DEMO_ADMIN_EMAIL,
    displayName: 'Demo Admin',
    passwordHash: await hashPassword(password),
    userRole: 'admin',
    emailVerified: true,
  });
  if (!row) return { warnings: [`No admin exists and ${DEMO_ADMIN_EMAIL} is taken by a customer account`] };
  return { warnings: [], admin: { email: row.email, password, demo: true } };
}
