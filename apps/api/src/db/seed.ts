import { allWidgetDefinitions } from '@widgetry/widget-registry';
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
 * The catalogue (spec 000 §3), from each type's definition in the widget registry. Images are left
 * empty on purpose: the dashboard then shows its shipped `/images/{name}-banner.png` and
 * `/images/{name}-logo.png` (spec 001 §3 image rule).
 */
export const WIDGET_TYPE_SEED: readonly Omit<NewWidgetTypeRow, 'scripts'>[] = allWidgetDefinitions().map(
  ({ type, catalogue }) => ({ name: type, ...catalogue }),
);

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
  // The seed only creates accounts, and runs before any process has read one: nothing to forget.
  const users = createUsersRepository(db, { forget: () => {} });

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
