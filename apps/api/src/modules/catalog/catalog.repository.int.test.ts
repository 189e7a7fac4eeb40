import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { widgetTypes } from '../../db/schema';
import { databaseTargets, type TestDatabase } from '../../test-support/database-targets';
import { seedWidgetTypes } from '../../test-support/widgets';
import { createBillingRepository } from '../billing';
import { CATALOG_CACHE_TTL_MS, createCatalogRepository } from './catalog.repository';

// The catalogue read is cached (every dashboard page asks for it): an admin's edit through any
// repository on the same database shows at once, anything else within CATALOG_CACHE_TTL_MS.

describe.each(databaseTargets())('catalogue cache on $name', (target) => {
  let database: TestDatabase;
  let clock = 0;
  const now = () => clock;

  beforeAll(async () => {
    database = await target.create();
    await seedWidgetTypes(database.db);
  });
  afterAll(async () => {
    await database.dispose();
  });

  const displayNameOf = async (repository: ReturnType<typeof createCatalogRepository>, name: string) =>
    (await repository.listWidgetTypes()).find((row) => row.name === name)?.displayName;

  it('answers from memory until the age limit, then reads the database again', async () => {
    const reader = createCatalogRepository(database.db, { now });
    const before = await displayNameOf(reader, 'yelp');
    // A write the cache cannot see (another process, a direct update).
    await database.db.update(widgetTypes).set({ displayName: 'Yelp (outside)' }).where(eq(widgetTypes.name, 'yelp'));
    expect(await displayNameOf(reader, 'yelp')).toBe(before);
    clock += CATALOG_CACHE_TTL_MS - 1;
    expect(await displayNameOf(reader, 'yelp')).toBe(before);
    clock += 1;
    expect(await displayNameOf(reader, 'yelp')).toBe('Yelp (outside)');
  });

  it("shows an admin's edit, addition and deletion at once, through another repository on the same database", async () => {
    const reader = createCatalogRepository(database.db, { now });
    const admin = createCatalogRepository(database.db, { now });
    const rows = await reader.listWidgetTypes();
    const yelp = rows.find((row) => row.name === 'yelp');
    if (!yelp) throw new Error('seeded catalogue has no yelp');

    const { id: _id, name: _name, createdAt: _createdAt, ...values } = yelp;
    await admin.updateWidgetType(yelp.id, { ...values, displayName: 'Yelp (edited)' });
    expect(await displayNameOf(reader, 'yelp')).toBe('Yelp (edited)');

    expect(await admin.deleteWidgetType(yelp.id)).toBe(true);
    expect(await displayNameOf(reader, 'yelp')).toBeUndefined();

    const added = await admin.insertWidgetType({ ...values, name: 'yelp', displayName: 'Yelp (again)' });
    expect(added?.displayName).toBe('Yelp (again)');
    expect(await displayNameOf(reader, 'yelp')).toBe('Yelp (again)');
  });

  it("shows the provider's new price ids at once, as billing writes them", async () => {
    const reader = createCatalogRepository(database.db, { now });
    const prorated = (await reader.listWidgetTypes()).find((row) => row.name === 'prorated');
    if (!prorated) throw new Error('seeded catalogue has no prorated');
    await createBillingRepository(database.db, { forget: () => {} }).setTypeProviderIds(prorated.id, {
      productId: 'prod_cache_test',
      priceId: 'price_cache_test',
    });
    const after = (await reader.listWidgetTypes()).find((row) => row.name === 'prorated');
    expect(after?.stripePriceId).toBe('price_cache_test');
  });

  it('does not keep a read that a write overtook', async () => {
    const reader = createCatalogRepository(database.db, { now });
    clock += CATALOG_CACHE_TTL_MS;
    const [row] = await database.db.select().from(widgetTypes).where(eq(widgetTypes.name, 'prorated'));
    if (!row) throw new Error('seeded catalogue has no prorated');
    const { id, name: _name, createdAt: _createdAt, ...values } = row;
    // The read starts first; the write finishes before the read is awaited.
    const staleRead = reader.listWidgetTypes();
    await createCatalogRepository(database.db, { now }).updateWidgetType(id, { ...values, displayName: 'Prorated 2' });
    await staleRead;
    expect(await displayNameOf(reader, 'prorated')).toBe('Prorated 2');
  });

  it('hands out rows that cannot be changed by a caller', async () => {
    const rows = await createCatalogRepository(database.db, { now }).listWidgetTypes();
    expect(Object.isFrozen(rows)).toBe(true);
    expect(rows.every((row) => Object.isFrozen(row))).toBe(true);
  });
});
