import { describe, expect, it } from 'vitest';
import { insightsDays } from './insights.test-helpers';
import { csvFileName, insightsCsv, isEmpty, seriesOf } from './insights-data';

describe('insights data', () => {
  const days = insightsDays(2, (index) => ({ visitors: index + 3, events: { calculated: index * 4 } }));

  it('makes a visitors series and one per event of the type, 0 where a day has none', () => {
    const series = seriesOf(days, ['calculated']);
    expect(series.map(({ key, label, values }) => [key, label, values])).toEqual([
      ['visitors', 'Visitors', [3, 4]],
      ['calculated', 'Calculated', [0, 4]],
    ]);
    expect(isEmpty(series)).toBe(false);
    expect(isEmpty(seriesOf(insightsDays(3), ['calculated']))).toBe(true);
  });

  it('writes CSV rows oldest first, quoting a label with a comma or quote and defusing a formula', () => {
    const series = seriesOf(days, ['calculated']);
    const odd = [
      { key: 'visitors' as const, label: 'Visitors, "unique"', values: [1, 2] },
      { key: 'calculated' as const, label: '=SUM(A1)', values: [0, 0] },
    ];
    expect(insightsCsv(days, series)).toBe('Day,Visitors,Calculated\r\n2026-11-27,3,0\r\n2026-11-28,4,4\r\n');
    expect(insightsCsv(days, odd).split('\r\n')[0]).toBe('Day,"Visitors, ""unique""",\'=SUM(A1)');
  });

  it('names the file after the widget, the period and the site', () => {
    expect(csvFileName('Mortgage Calculator #2', 90, 'homes.example.com')).toBe(
      'mortgage-calculator-2-insights-90-days-homes.example.com.csv',
    );
    expect(csvFileName('???', 7, null)).toBe('widget-insights-7-days-all-sites.csv');
  });
});
