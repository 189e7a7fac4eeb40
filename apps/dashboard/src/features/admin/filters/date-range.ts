/** The date filter presets of Our Orders and Payment History (spec 003 §2). */
export type DatePreset = 'all' | 'today' | 'last7' | 'month' | 'custom';

/** Custom start and end as date inputs hold them ('2026-11-23'); '' when not chosen. */
export interface CustomDates {
  start: string;
  end: string;
}

/** The ISO bounds sent as `from`/`to` (adminOrdersQuerySchema, adminPaymentsQuerySchema); absent means open. */
export interface DateRange {
  from?: string;
  to?: string;
}

const DAY_BACK = 7;

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), 0, 0, 0, 0);
}

// Spec 003 §9: the end is inclusive to the last millisecond of its day.
function endOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), 23, 59, 59, 999);
}

/** A date input's value as the local day it names; null for '' or nonsense. */
function parseDateInput(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The instants a preset covers, in the admin's own time zone (a day is the day they see):
 * Today, the last 7 days back to the start of that day, this month so far, or the custom days with
 * the end inclusive to 23:59:59.999 (spec 003 §2, §9). A half-chosen custom range is open on the
 * other side.
 */
export function dateRange(preset: DatePreset, now: Date, custom: CustomDates = { start: '', end: '' }): DateRange {
  switch (preset) {
    case 'all':
      return {};
    case 'today':
      return { from: startOfDay(now).toISOString(), to: endOfDay(now).toISOString() };
    case 'last7': {
      const start = startOfDay(now);
      start.setDate(start.getDate() - DAY_BACK);
      return { from: start.toISOString(), to: endOfDay(now).toISOString() };
    }
    case 'month':
      return {
        from: new Date(now.getFullYear(), now.getMonth(), 1).toISOString(),
        to: endOfDay(now).toISOString(),
      };
    case 'custom': {
      const start = parseDateInput(custom.start);
      const end = parseDateInput(custom.end);
      const range: DateRange = {};
      if (start) range.from = startOfDay(start).toISOString();
      if (end) range.to = endOfDay(end).toISOString();
      return range;
    }
  }
}
