import { useId } from 'react';
import type { CustomDates, DatePreset } from './date-range';

/** The preset labels: Our Orders says 'All Time', Payment History 'All Dates' (spec 003 §2). */
export interface DatePresetLabels {
  all: string;
  today: string;
  last7: string;
  month: string;
}

export const ORDER_DATE_LABELS: DatePresetLabels = {
  all: 'All Time',
  today: 'Today',
  last7: 'Last 7 days',
  month: 'This month',
};

export const PAYMENT_DATE_LABELS: DatePresetLabels = {
  all: 'All Dates',
  today: 'Today',
  last7: 'Last 7 Days',
  month: 'This Month',
};

const PRESETS: readonly DatePreset[] = ['all', 'today', 'last7', 'month', 'custom'];

function isPreset(value: string): value is DatePreset {
  return PRESETS.some((preset) => preset === value);
}

/** The date select with, for Custom, its start and end date inputs. */
export function DateFilter({
  labels,
  preset,
  custom,
  onPresetChange,
  onCustomChange,
}: {
  labels: DatePresetLabels;
  preset: DatePreset;
  custom: CustomDates;
  onPresetChange: (preset: DatePreset) => void;
  onCustomChange: (custom: CustomDates) => void;
}) {
  const id = useId();
  return (
    <>
      <label className="admin-filters__item" htmlFor={`${id}-preset`}>
        <span>Date</span>
        <select
          id={`${id}-preset`}
          value={preset}
          onChange={(event) => {
            if (isPreset(event.target.value)) onPresetChange(event.target.value);
          }}
        >
          <option value="all">{labels.all}</option>
          <option value="today">{labels.today}</option>
          <option value="last7">{labels.last7}</option>
          <option value="month">{labels.month}</option>
          <option value="custom">Custom</option>
        </select>
      </label>
      {preset === 'custom' && (
        <>
          <label className="admin-filters__item" htmlFor={`${id}-start`}>
            <span>Start date</span>
            <input
              id={`${id}-start`}
              type="date"
              value={custom.start}
              onChange={(event) => onCustomChange({ ...custom, start: event.target.value })}
            />
          </label>
          <label className="admin-filters__item" htmlFor={`${id}-end`}>
            <span>End date</span>
            <input
              id={`${id}-end`}
              type="date"
              value={custom.end}
              onChange={(event) => onCustomChange({ ...custom, end: event.target.value })}
            />
          </label>
        </>
      )}
    </>
  );
}

/** A labelled filter input (search text, minimum, maximum). */
export function FilterInput({
  label,
  value,
  onValueChange,
  type = 'text',
}: {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  type?: 'text' | 'search';
}) {
  const id = useId();
  return (
    <label className="admin-filters__item" htmlFor={id}>
      <span>{label}</span>
      <input id={id} type={type} value={value} onChange={(event) => onValueChange(event.target.value)} />
    </label>
  );
}
