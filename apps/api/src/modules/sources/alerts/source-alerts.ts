import { LISTING_SITE_NAMES, SOURCE_SITE_NAMES, sourceStateLine, type WidgetTypeName } from '@widgetry/contracts';
import type { Db } from '../../../db/client';
import type { Source, SourceCacheRow } from '../../../db/schema';
import type { Mail, Mailer } from '../../../lib/mail.types';
import { type SourceAlertMailInput, sourceFailingMail, sourceRecoveredMail } from '../../mail';
import { isServable } from '../../widgets';
import { servesData, sourceStateOf } from '../cache/source-outcome';
import { type AlertWidgetRow, createSourceAlertsRepository } from './source-alerts.repository';

// Issue 26 §5, by mail: once a source has failed for a day, one mail to each owner of an active
// widget reading it; once it reads again, one mail to the owners who were told. At most one mail
// per owner and source a day (a rolling 24 hours from the last, whatever its kind):
// - a recovery within a day of the failure mail waits out the day. If the source fails again
//   meanwhile, no mail is owed: the owner still (rightly) believes it fails, and hears when it
//   finally reads again. So a failure, a recovery and a new failure within a day make one mail.
// - a new failure after a recovery mail needs a day of failures itself, so it is never held up.
// A mail is claimed (source_alerts) before it is handed to the mail queue: at most once, never twice.
// There is no mail preference to honour: no optional mail has one yet (the account has none).

/** How long a source fails before its owners are told, and the least time between two mails. */
export const SOURCE_ALERT_AFTER_MS = 24 * 60 * 60_000;

/** How often the job looks (cron step); a mail is at most this late. */
export const SOURCE_ALERT_EVERY_MINUTES = 15;

const SITE_NAMES: Record<Source, string> = { ...SOURCE_SITE_NAMES, ...LISTING_SITE_NAMES };

export interface SourceAlertsDeps {
  db: Db;
  /** The mail module: over SMTP each mail becomes a mail.send job with its retries. */
  mailer: Pick<Mailer, 'sendInBackground'>;
  /** The source a widget of this type and settings reads (sources.sourceOf). */
  sourceOf: (type: WidgetTypeName, settings: unknown) => { source: Source; key: string } | null;
  now: () => Date;
  /** The dashboard (APP_URL), for the link to the widget's editor. */
  appUrl: string;
}

/** What one run sent. */
export interface SourceAlertsRun {
  failing: number;
  recovered: number;
}

const keyOf = (source: string, key: string) => `${source}\u0000${key}`;

export function createSourceAlerts({ db, mailer, sourceOf, now, appUrl }: SourceAlertsDeps) {
  const repo = createSourceAlertsRepository(db);

  /** Each owner's served widgets per source, for the sources given. */
  async function ownersOf(
    rows: readonly SourceCacheRow[],
    at: Date,
  ): Promise<Map<string, Map<string, AlertWidgetRow[]>>> {
    const bySource = new Map<string, Map<string, AlertWidgetRow[]>>();
    const wanted = new Set(rows.map((row) => keyOf(row.source, row.sourceKey)));
    for (const widget of await repo.widgetsOfTypes([...new Set(rows.map((row) => row.source))])) {
      if (!isServable(widget, widget, at)) continue;
      const ref = sourceOf(widget.type, widget.htmlData[widget.type]);
      const key = ref && keyOf(ref.source, ref.key);
      if (!key || !wanted.has(key)) continue;
      const owners = bySource.get(key) ?? new Map<string, AlertWidgetRow[]>();
      owners.set(widget.userId, [...(owners.get(widget.userId) ?? []), widget]);
      bySource.set(key, owners);
    }
    return bySource;
  }

  function mailInput(row: SourceCacheRow, widgets: readonly AlertWidgetRow[], at: Date): SourceAlertMailInput {
    const [first] = widgets;
    if (!first) throw new Error('a source mail needs a widget');
    const state = sourceStateOf(row, row.source);
    return {
      to: first.email,
      displayName: first.displayName,
      site: SITE_NAMES[row.source],
      sourceKey: row.sourceKey,
      items: state.kind,
      widgetTitles: widgets.map((widget) => widget.title),
      stateLine: sourceStateLine(state, at),
      link: `${appUrl}/editor?${new URLSearchParams({ widgetId: first.id })}`,
    };
  }

  const send = (mail: Mail) => mailer.sendInBackground(mail);

  /** One look: failure mails owed, then recovery mails owed. */
  async function run(): Promise<SourceAlertsRun> {
    const at = now();
    const cutoff = new Date(at.getTime() - SOURCE_ALERT_AFTER_MS);
    const failing = await repo.failingSince(cutoff);
    const recovered = await repo.recovered();
    const sent: SourceAlertsRun = { failing: 0, recovered: 0 };
    if (failing.length === 0 && recovered.length === 0) return sent;
    const owners = await ownersOf([...failing, ...recovered.map((alert) => alert.source)], at);

    for (const row of failing) {
      for (const [userId, widgets] of owners.get(keyOf(row.source, row.sourceKey)) ?? []) {
        if (!(await repo.claimFailure(row.id, userId, at, cutoff))) continue;
        let shown: 'last-good-data' | 'nothing-yet' | 'gone' = 'nothing-yet';
        if (!servesData(row)) shown = 'gone';
        else if (row.fetchedAt) shown = 'last-good-data';
        send(sourceFailingMail({ ...mailInput(row, widgets, at), shown }));
        sent.failing += 1;
      }
    }

    for (const { source: row, userId } of recovered) {
      const widgets = owners.get(keyOf(row.source, row.sourceKey))?.get(userId);
      // No widget of theirs reads it any more (deleted, paused, unpaid, pointed elsewhere): the
      // failure is no longer their concern, and no mail is owed.
      if (!widgets) await repo.forgetFailure(row.id, userId);
      else if (await repo.claimRecovery(row.id, userId, at, cutoff)) {
        send(sourceRecoveredMail(mailInput(row, widgets, at)));
        sent.recovered += 1;
      }
    }
    return sent;
  }

  return { run, repo };
}
export type SourceAlerts = ReturnType<typeof createSourceAlerts>;
