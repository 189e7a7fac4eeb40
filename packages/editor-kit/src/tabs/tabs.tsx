import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

/** One tab and its panel. */
export interface TabItem<T extends string> {
  /** Stable key of the tab, as used in `value`. */
  value: T;
  /** Tab text. */
  label: ReactNode;
  /** Panel body; rendered only while the tab is selected. */
  content: ReactNode;
  /** Keeps the tab from being selected; arrow keys skip it. */
  disabled?: boolean;
}

export interface TabsProps<T extends string> {
  /** Accessible name of the tab list. */
  label: string;
  /** The selected tab. */
  value: T;
  /** Called with the tab chosen by click or keyboard. */
  onValueChange: (value: T) => void;
  /** The tabs, in display order. */
  tabs: readonly TabItem<T>[];
  /** Base of the ids of tabs and panels; generated when absent. */
  id?: string;
  /** Disables every tab. */
  disabled?: boolean;
}

/**
 * WAI-ARIA tabs with automatic activation: ArrowLeft/ArrowRight move to and select the previous or
 * next tab (wrapping), Home/End the first or last; only the selected tab is in the Tab order.
 */
export function Tabs<T extends string>({ label, value, onValueChange, tabs, id, disabled = false }: TabsProps<T>) {
  const generatedId = useId();
  const baseId = id ?? generatedId;
  const tabRefs = useRef(new Map<T, HTMLButtonElement>());
  const enabled = disabled ? [] : tabs.filter((tab) => !tab.disabled);
  // The selected tab takes the Tab stop; if none is selected the first usable one does, so the
  // list can always be reached from the keyboard.
  const tabStop = enabled.some((tab) => tab.value === value) ? value : enabled[0]?.value;
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  const select = (next: T) => {
    tabRefs.current.get(next)?.focus();
    if (next !== value) onValueChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (enabled.length === 0) return;
    const current = enabled.findIndex((tab) => tab.value === value);
    let target: TabItem<T> | undefined;
    if (event.key === 'ArrowRight') target = enabled[(current + 1) % enabled.length];
    else if (event.key === 'ArrowLeft') target = enabled[(current - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') target = enabled[0];
    else if (event.key === 'End') target = enabled[enabled.length - 1];
    if (!target) return;
    event.preventDefault();
    select(target.value);
  };

  return (
    <div className="ek-tabs">
      <div role="tablist" aria-label={label} className="ek-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.value, element);
                else tabRefs.current.delete(tab.value);
              }}
              id={tabId(index)}
              type="button"
              role="tab"
              className="ek-tabs__tab"
              aria-selected={selected}
              aria-controls={panelId(index)}
              tabIndex={tab.value === tabStop ? 0 : -1}
              disabled={disabled || tab.disabled}
              onClick={() => select(tab.value)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <div
            key={tab.value}
            id={panelId(index)}
            role="tabpanel"
            aria-labelledby={tabId(index)}
            className="ek-tabs__panel"
            hidden={!selected}
          >
            {selected ? tab.content : null}
          </div>
        );
      })}
    </div>
  );
}
