import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users, type WidgetRow, widgets } from '../../../db/schema';
import { databaseTargets } from '../../../test-support/database-targets';
import { createTestApp, TEST_APP_URL, type TestContext } from '../../../test-support/test-app';
import { insertWidget, seedWidgetTypes } from '../../../test-support/widgets';
import { createSourceCacheRepository } from '../cache/source-cache.repository';

// Issue 26 §5, by mail: owners hear of a source failing for a day, and of its recovery, at most
// once a day per owner and source. The clock is the app's (embed.now), moved by hand.

const HOUR = 3_600_000;
const T0 = new Date('2026-11-20T09:00:00.000Z');
const at = (hours: number, minutes = 0) => new Date(T0.getTime() + hours * HOUR + minutes * 60_000);
const PROFILE = 'https://www.trustpilot.com/review/acme-widgets.com';
const OTHER_PROFILE = 'https://www.trustpilot.com/review/other-shop.com';
const FAR = new Date('2030-01-01T00:00:00.000Z');

describe.each(databaseTargets())('source owner mails on $name', (target) => {
  let ctx: TestContext;
  let clock = T0;
  let sourceId: string;
  let otherSourceId: string;
  let first: WidgetRow;
  let repo: ReturnType<typeof createSourceCacheRepository>;

  const user = async (email: string, displayName: string) => {
    const [row] = await ctx.database.db
      .insert(users)
      .values({ email, displayName, passwordHash: 'unused' })
      .returning();
    if (!row) throw new Error('no user');
    return row.id;
  };
  /** The source mails sent so far, oldest first. */
  const mails = async () => {
    await ctx.app.mailer.settle();
    return ctx.database.db.select().from(outbox).orderBy(asc(outbox.createdAt), asc(outbox.to));
  };
  const run = () => ctx.app.sourceAlerts.run();
  const fail = (id: string, now: Date) =>
    repo.recordFailure(id, { status: 'blocked', outcome: 'blocked', error: 'HTTP 403', now, nextRefreshAt: FAR });
  const succeed = (id: string, now: Date) =>
    repo.recordSuccess(id, { data: {}, reviews: [], outcome: 'ok', now, nextRefreshAt: FAR });

  beforeAll(async () => {
    ctx = await createTestApp(target, undefined, { embed: { now: () => clock } });
    const db = ctx.database.db;
    repo = createSourceCacheRepository(db);
    const types = await seedWidgetTypes(db);
    const paid = { widgetTypeId: types.trustpilot, subStatus: 'active' as const, expires: FAR };
    const reads = (url: string) => ({ htmlData: { trustpilot: { url } } });
    const ann = await user('ann@example.com', 'Ann');
    const eve = await user('eve@example.com', 'Eve');
    const pat = await user('pat@example.com', 'Pat');
    const cal = await user('cal@example.com', 'Cal');
    const ola = await user('ola@example.com', 'Ola');
    // Ann has two widgets on the source (one mail names both), Eve one; Pat's is paused, Cal's
    // subscription canceled (neither is shown anywhere); Ola's reads another profile.
    first = await insertWidget(db, { ...paid, ...reads(PROFILE), userId: ann, title: 'Home page' });
    await insertWidget(db, { ...paid, ...reads(PROFILE), userId: ann, title: 'Footer' });
    await insertWidget(db, { ...paid, ...reads(PROFILE), userId: eve, title: 'Eve reviews' });
    await insertWidget(db, { ...paid, ...reads(PROFILE), userId: pat, title: 'Paused', paused: true });
    await insertWidget(db, { ...paid, ...reads(PROFILE), userId: cal, subStatus: 'canceled', title: 'Ended' });
    await insertWidget(db, { ...paid, ...reads(OTHER_PROFILE), userId: ola, title: 'Other shop' });

    const key = ctx.app.sources.sourceOf('trustpilot', { url: PROFILE })?.key;
    const otherKey = ctx.app.sources.sourceOf('trustpilot', { url: OTHER_PROFILE })?.key;
    if (!key || !otherKey) throw new Error('no source key');
    sourceId = (await repo.ensure('trustpilot', key, 20, at(-24))).id;
    otherSourceId = (await repo.ensure('trustpilot', otherKey, 20, at(-24))).id;
    await succeed(sourceId, at(-24));
    await succeed(otherSourceId, at(-24));
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('mails no one while a source has failed for less than a day', async () => {
    await fail(sourceId, at(0));
    await fail(sourceId, at(12));
    clock = at(23, 59);
    expect(await run()).toEqual({ failing: 0, recovered: 0 });
    expect(await mails()).toEqual([]);
  });

  it('after a day of failures, mails each owner of an active widget once, naming the widgets, the failure and since when', async () => {
    clock = at(24);
    // Two runs at once (two processes): each owner's mail is claimed by one of them.
    const [one, two] = await Promise.all([run(), run()]);
    expect((one?.failing ?? 0) + (two?.failing ?? 0)).toBe(2);
    const sent = await mails();
    expect(sent.map((mail) => mail.to).sort()).toEqual(['ann@example.com', 'eve@example.com']);

    const ann = sent.find((mail) => mail.to === 'ann@example.com');
    expect(ann?.subject).toBe('2 of your widgets can’t get reviews from Trustpilot');
    expect(ann?.text).toContain('Hi Ann,');
    // The dashboard's own line (contracts' sourceStateLine): what fails, since when, what is shown.
    expect(ann?.text).toContain('Trustpilot has been blocking our reader since 20 Nov; showing reviews from 19 Nov.');
    expect(ann?.text).toContain(`This concerns your widgets “Home page” and “Footer”, which read ${PROFILE}.`);
    expect(ann?.text).toContain('Your widgets keep showing the reviews we last read.');
    const link = `${TEST_APP_URL}/editor?widgetId=${first.id}`;
    expect(ann?.links).toEqual([link]);
    expect(ann?.text).toContain(`Open your widget: ${link}`);

    const eve = sent.find((mail) => mail.to === 'eve@example.com');
    expect(eve?.subject).toBe('Your widget “Eve reviews” can’t get reviews from Trustpilot');
    expect(eve?.text).toContain('Your widget keeps showing the reviews we last read.');
  });

  it('sends no second mail when the job runs again the same day', async () => {
    clock = at(25);
    expect(await run()).toEqual({ failing: 0, recovered: 0 });
    expect(await mails()).toHaveLength(2);
  });

  it('holds a recovery within the day of the failure mail, and owes none when it fails again meanwhile', async () => {
    await succeed(sourceId, at(26));
    // Two hours after the failure mail: the recovery mail waits out the day.
    clock = at(26);
    expect(await run()).toEqual({ failing: 0, recovered: 0 });
    // It fails again before the day is over: the owners still rightly believe it fails, so no
    // recovery mail is owed, nor a second failure mail once this run is a day old.
    await fail(sourceId, at(30));
    clock = at(48, 1);
    expect(await run()).toEqual({ failing: 0, recovered: 0 });
    clock = at(54, 1);
    expect(await run()).toEqual({ failing: 0, recovered: 0 });
    expect(await mails()).toHaveLength(2);
  });

  it('mails the owners who were told once the source reads again, once', async () => {
    await succeed(sourceId, at(60));
    clock = at(60, 5);
    expect(await run()).toEqual({ failing: 0, recovered: 2 });
    expect(await run()).toEqual({ failing: 0, recovered: 0 });
    const recovery = (await mails()).slice(2);
    expect(recovery.map((mail) => mail.to).sort()).toEqual(['ann@example.com', 'eve@example.com']);
    const ann = recovery.find((mail) => mail.to === 'ann@example.com');
    expect(ann?.subject).toBe('2 of your widgets get reviews from Trustpilot again');
    expect(ann?.text).toContain(`We can read Trustpilot again for your widgets “Home page” and “Footer” (${PROFILE}).`);
    expect(ann?.text).toContain('Reviews updated 5 minutes ago.');
  });

  it('mails again for a new day of failures after the recovery, and forgets an owner whose widget stopped reading it', async () => {
    await fail(sourceId, at(61));
    clock = at(84, 59);
    expect(await run()).toEqual({ failing: 0, recovered: 0 });
    clock = at(85);
    expect(await run()).toEqual({ failing: 2, recovered: 0 });
    // Eve pauses her widget; once the source reads again only Ann is told, and Eve's alert is cleared.
    await ctx.database.db.update(widgets).set({ paused: true }).where(eq(widgets.title, 'Eve reviews'));
    await succeed(sourceId, at(110));
    clock = at(110);
    expect(await run()).toEqual({ failing: 0, recovered: 1 });
    const last = (await mails()).at(-1);
    expect(last?.to).toBe('ann@example.com');
    const alerts = await ctx.app.sourceAlerts.repo.list();
    expect(alerts.filter((alert) => alert.failureToldAt !== null)).toEqual([]);
    expect((await mails()).filter((mail) => mail.to === 'ola@example.com')).toEqual([]);
  });
});
