import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../modules/users/password-hasher';
import { databaseTargets, type TestDatabase } from '../test-support/database-targets';
import { users, widgetTypes } from './schema';
import { DEMO_ADMIN_EMAIL, seed } from './seed';

const noAdminEnv = { adminEmail: undefined, adminPassword: undefined };

describe.each(databaseTargets())('seed on $name', (target) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await target.create();
  });
  afterEach(async () => {
    await database.dispose();
  });

  it('inserts the nine widget types once, however often it runs', async () => {
    const first = await seed(database.db, noAdminEnv);
    const second = await seed(database.db, noAdminEnv);
    expect(first.widgetTypesCreated).toBe(9);
    expect(second.widgetTypesCreated).toBe(0);
    expect(await database.db.select().from(widgetTypes)).toHaveLength(9);
  });

  it('keeps a type an admin edited instead of overwriting it', async () => {
    await seed(database.db, noAdminEnv);
    await database.db.update(widgetTypes).set({ priceCents: 4900 }).where(eq(widgetTypes.name, 'yelp'));
    await seed(database.db, noAdminEnv);
    const [yelp] = await database.db.select().from(widgetTypes).where(eq(widgetTypes.name, 'yelp'));
    expect(yelp?.priceCents).toBe(4900);
  });

  it('creates the demo admin once, with a password that works, and reports it only then', async () => {
    const first = await seed(database.db, noAdminEnv);
    expect(first.admin).toMatchObject({ email: DEMO_ADMIN_EMAIL, demo: true });
    const password = first.admin?.password ?? '';
    expect(password.length).toBeGreaterThanOrEqual(20);

    const second = await seed(database.db, noAdminEnv);
    expect(second.admin).toBeUndefined();

    const rows = await database.db.select().from(users);
    expect(rows).toHaveLength(1);
    const [admin] = rows;
    expect(admin).toMatchObject({ email: DEMO_ADMIN_EMAIL, userRole: 'admin', emailVerified: true });
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await verifyPassword(admin?.passwordHash ?? '', password)).toBe(true);
  });

  it('creates the admin from ADMIN_EMAIL/ADMIN_PASSWORD without printing a password, and no demo admin', async () => {
    const config = { adminEmail: 'owner@example.com', adminPassword: 'Owner$Pass1' };
    const first = await seed(database.db, config);
    expect(first.admin).toEqual({ email: 'owner@example.com', demo: false });
    expect((await seed(database.db, config)).admin).toBeUndefined();

    const rows = await database.db.select().from(users);
    expect(rows.map((row) => [row.email, row.userRole])).toEqual([['owner@example.com', 'admin']]);
    expect(await verifyPassword(rows[0]?.passwordHash ?? '', 'Owner$Pass1')).toBe(true);
  });

  it('does not create a demo admin when an admin already exists', async () => {
    await seed(database.db, { adminEmail: 'owner@example.com', adminPassword: 'Owner$Pass1' });
    const later = await seed(database.db, noAdminEnv);
    expect(later.admin).toBeUndefined();
    expect(await database.db.select().from(users)).toHaveLength(1);
  });

  it('never promotes an existing customer named by ADMIN_EMAIL', async () => {
    await database.db
      .insert(users)
      .values({ email: 'owner@example.com', displayName: 'Early Bird', passwordHash: 'x', userRole: 'customer' });
    const result = await seed(database.db, { adminEmail: 'owner@example.com', adminPassword: 'Owner$Pass1' });
    expect(result.admin).toBeUndefined();
    expect(result.warnings).toEqual([
      'ADMIN_EMAIL owner@example.com belongs to an existing customer account; it was not made an admin',
    ]);
    const [row] = await database.db.select().from(users).where(eq(users.email, 'owner@example.com'));
    expect(row?.userRole).toBe('customer');
  });
});
