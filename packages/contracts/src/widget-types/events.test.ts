// Issue 30: each type names the events its runtime reports in its own folder, as plain constants
// a runtime can import without zod, and the registry lists them; the ingest body accepts those
// names only, 1 to 20 of them.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INSIGHTS_EVENTS_PER_BATCH, insightsEventsBodySchema } from '../api/insights.api';
import { eventsOf, WIDGET_EVENT_NAMES, WIDGET_TYPE_NAMES } from './registry';

const widgetTypesDir = import.meta.dirname;

describe('widget type events', () => {
  it.each(WIDGET_TYPE_NAMES)('%s names its events in its own folder, without zod', (type) => {
    const file = join(widgetTypesDir, type, `${type}.events.ts`);
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).not.toMatch(/from ['"]zod['"]/);
    expect(eventsOf(type).length).toBeGreaterThan(0);
    for (const name of eventsOf(type)) expect(name).toMatch(/^[a-z]+(?:_[a-z]+)*$/);
  });

  it('lists the issue’s events per kind of widget', () => {
    expect(eventsOf('prorated')).toEqual(['calculated']);
    expect(eventsOf('monthlypayment')).toEqual(['calculated']);
    expect(eventsOf('rentvine')).toEqual([
      'listing_opened',
      'apply_clicked',
      'showing_requested',
      'map_opened',
      'filter_used',
    ]);
    expect(eventsOf('yelp')).toEqual(['read_more', 'write_review_clicked', 'page_changed']);
    expect(eventsOf('accessibility')).toEqual(['menu_opened', 'tool_used']);
    expect(new Set(WIDGET_EVENT_NAMES).size).toBe(WIDGET_EVENT_NAMES.length);
  });

  it('takes 1 to INSIGHTS_EVENTS_PER_BATCH known names', () => {
    const batch = (count: number, name = 'calculated') => ({ events: Array.from({ length: count }, () => ({ name })) });
    expect(insightsEventsBodySchema.safeParse(batch(1)).success).toBe(true);
    expect(insightsEventsBodySchema.safeParse(batch(INSIGHTS_EVENTS_PER_BATCH)).success).toBe(true);
    expect(insightsEventsBodySchema.safeParse(batch(INSIGHTS_EVENTS_PER_BATCH + 1)).success).toBe(false);
    expect(insightsEventsBodySchema.safeParse(batch(0)).success).toBe(false);
    expect(insightsEventsBodySchema.safeParse(batch(1, 'made_up')).success).toBe(false);
  });
});
