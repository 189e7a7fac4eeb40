import { type ReactNode, useId } from 'react';
import { useControllable } from '../internal/use-controllable';

/** Level of the heading around each section header. */
export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/** One section of an Accordion. */
export interface AccordionItem {
  /** Stable key of the section, as used in `value`. */
  value: string;
  /** Header text. */
  title: ReactNode;
  /** Section body; rendered only while the section is open. */
  content: ReactNode;
  /** Keeps the section's header from being toggled. */
  disabled?: boolean;
}

export interface AccordionProps {
  /** Accessible name of the group of sections. */
  label: string;
  /** The sections, in display order. */
  items: readonly AccordionItem[];
  /** Open sections (their `value`s). When given the parent owns the state; else the accordion does. */
  value?: readonly string[];
  /** Open sections at first, when the accordion owns its state. */
  defaultValue?: readonly string[];
  /** Called with the open sections after a header is toggled. */
  onValueChange?: (value: readonly string[]) => void;
  /** Lets several sections be open together; otherwise opening one closes the other. */
  multiple?: boolean;
  /** Heading level wrapping each header button, to fit the page outline. Defaults to 3. */
  headingLevel?: HeadingLevel;
  /** Base of the ids of headers and panels; generated when absent. */
  id?: string;
  /** Disables every header. */
  disabled?: boolean;
}

const NONE: readonly string[] = [];
const HEADING_TAGS: Record<HeadingLevel, 'h2' | 'h3' | 'h4' | 'h5' | 'h6'> = {
  2: 'h2',
  3: 'h3',
  4: 'h4',
  5: 'h5',
  6: 'h6',
};

/**
 * Collapsible sections following the WAI-ARIA accordion pattern: each header is a button inside
 * a heading, with aria-expanded and aria-controls pointing at its region.
 */
export function Accordion({
  label,
  items,
  value,
  defaultValue = NONE,
  onValueChange,
  multiple = false,
  headingLevel = 3,
  id,
  disabled = false,
}: AccordionProps) {
  const generatedId = useId();
  const baseId = id ?? generatedId;
  const [openValues, setOpenValues] = useControllable(value, defaultValue, onValueChange);
  const Heading = HEADING_TAGS[headingLevel];

  const toggle = (itemValue: string) => {
    const isOpen = openValues.includes(itemValue);
    if (isOpen) setOpenValues(openValues.filter((v) => v !== itemValue));
    else setOpenValues(multiple ? [...openValues, itemValue] : [itemValue]);
  };

  return (
    // A fieldset: the sections group the settings of one part of the widget, named by `label`.
    <fieldset className="ek-accordion" aria-label={label}>
      {items.map((item, index) => {
        const open = openValues.includes(item.value);
        const headerId = `${baseId}-header-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.value} className="ek-accordion__item" data-state={open ? 'open' : 'closed'}>
            <Heading className="ek-accordion__heading">
              <button
                id={headerId}
                type="button"
                className="ek-accordion__trigger"
                aria-expanded={open}
                aria-controls={panelId}
                disabled={disabled || item.disabled}
                onClick={() => toggle(item.value)}
              >
                <span className="ek-accordion__title">{item.title}</span>
                <span className="ek-accordion__chevron" aria-hidden="true" />
              </button>
            </Heading>
            {/* A named <section> is the region the WAI-ARIA accordion pattern asks for. */}
            <section id={panelId} aria-labelledby={headerId} className="ek-accordion__panel" hidden={!open}>
              {open ? item.content : null}
            </section>
          </div>
        );
      })}
    </fieldset>
  );
}
