import {
  type ChangeEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { HexAlphaColorPicker, HexColorPicker } from 'react-colorful';
import { Field } from '../internal/field';
import { hexDigitsOf, isHexColor, isValidHexDigits, sanitizeHexInput } from './hex';
import { useOpenPicker } from './open-picker-store';
import { computePlacement, type Placement } from './placement';

/** Space between swatch and popover, kept in step with the CSS offset. */
const POPOVER_GAP = 6;

export interface ColorPickerProps {
  /** Visible label; the swatch's accessible name is this plus the current colour. */
  label: string;
  /** The colour: '#rrggbb', or '#rgb', '#rgba', '#rrggbbaa'. */
  value: string;
  /** Called with '#' and the digits whenever a valid colour is picked or typed. */
  onValueChange: (value: string) => void;
  /** Allows an alpha channel: 8 hex digits at most, valid at 3, 4, 6 or 8. */
  alpha?: boolean;
  /** id of the swatch button; generated when absent. Also keys the picker in its open group. */
  id?: string;
  /** Disables the swatch, and closes the picker. */
  disabled?: boolean;
  /** Shown beside the label (an InfoPopup, for instance). */
  labelAddon?: ReactNode;
}

/**
 * A colour swatch that opens a popover with a saturation/hue area and a hex field. Only one
 * picker of a group is open at a time (see ColorPickerGroup; without one, the whole page is a
 * group). The popover opens below the swatch, or above it when the viewport has no room below.
 */
export function ColorPicker({
  label,
  value,
  onValueChange,
  alpha = false,
  id,
  disabled = false,
  labelAddon,
}: ColorPickerProps) {
  const generatedId = useId();
  const swatchId = id ?? generatedId;
  const popoverId = `${swatchId}-popover`;
  const hexId = `${swatchId}-hex`;
  const { isOpen, open, close } = useOpenPicker(swatchId);
  const rootRef = useRef<HTMLDivElement>(null);
  const swatchRef = useRef<HTMLButtonElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const [placement, setPlacement] = useState<Placement>('below');

  const [draft, setDraft] = useState(() => hexDigitsOf(value));
  const [seenValue, setSeenValue] = useState(value);
  // A colour from outside (the picker area, the app) replaces the hex field's text, unless the
  // text already is that colour (the echo of what was just typed).
  if (value !== seenValue) {
    setSeenValue(value);
    if (`#${draft}` !== value) setDraft(hexDigitsOf(value));
  }

  const shown = isOpen && !disabled;

  // A picker that goes away must not stay "open" in its group.
  useEffect(() => close, [close]);
  useEffect(() => {
    if (disabled) close();
  }, [disabled, close]);

  useLayoutEffect(() => {
    if (!shown) return;
    const place = () => {
      const swatch = swatchRef.current;
      const popover = popoverRef.current;
      if (!swatch || !popover) return;
      const rect = swatch.getBoundingClientRect();
      setPlacement(
        computePlacement({
          anchorTop: rect.top,
          anchorBottom: rect.bottom,
          popoverHeight: popover.getBoundingClientRect().height,
          viewportHeight: window.innerHeight,
          gap: POPOVER_GAP,
        }),
      );
    };
    place();
    window.addEventListener('resize', place);
    // Capture: the editor panel that scrolls is an inner element, not the window.
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [shown]);

  useEffect(() => {
    if (!shown) return;
    // A press anywhere else, or focus moving elsewhere (Tab past the hex field), closes it.
    const closeFromOutside = (event: Event) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      close();
    };
    document.addEventListener('pointerdown', closeFromOutside);
    document.addEventListener('focusin', closeFromOutside);
    return () => {
      document.removeEventListener('pointerdown', closeFromOutside);
      document.removeEventListener('focusin', closeFromOutside);
    };
  }, [shown, close]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !shown) return;
    // Handled here, so an enclosing dialog (an InfoPopup) does not close on the same key press.
    event.stopPropagation();
    close();
    swatchRef.current?.focus();
  };

  const toggle = () => {
    if (shown) {
      close();
      return;
    }
    // The field may have been left mid-edit when the popover last closed; start from the value.
    setDraft(hexDigitsOf(value));
    open();
  };

  // No maxLength on the field: it would cut a pasted '#rrggbb' before the '#' is dropped.
  const onHexChange = (event: ChangeEvent<HTMLInputElement>) => {
    const digits = sanitizeHexInput(event.target.value, alpha);
    setDraft(digits);
    if (isValidHexDigits(digits, alpha) && `#${digits}` !== value) onValueChange(`#${digits}`);
  };

  const onHexBlur = () => {
    // Invalid text is never committed, so the value is still the last valid colour.
    if (!isValidHexDigits(draft, alpha)) setDraft(hexDigitsOf(value));
  };

  const valid = isHexColor(value);
  const swatchColor = valid ? value : 'transparent';
  const Picker = alpha ? HexAlphaColorPicker : HexColorPicker;

  return (
    <Field label={label} htmlFor={swatchId} inline disabled={disabled} labelAddon={labelAddon}>
      <div className="ek-color-picker" ref={rootRef}>
        <button
          ref={swatchRef}
          id={swatchId}
          type="button"
          className="ek-swatch"
          aria-label={`${label}: ${value || 'no colour'}`}
          aria-haspopup="dialog"
          aria-expanded={shown}
          aria-controls={shown ? popoverId : undefined}
          disabled={disabled}
          onClick={toggle}
          onKeyDown={onKeyDown}
        >
          <span className="ek-swatch__chip" aria-hidden="true">
            <span className="ek-swatch__fill" style={{ background: swatchColor }} />
          </span>
          <span className="ek-swatch__text" aria-hidden="true">
            {value}
          </span>
        </button>
        {shown ? (
          <div
            ref={popoverRef}
            id={popoverId}
            role="dialog"
            aria-label={`${label} colour`}
            className="ek-popover ek-color-picker__popover"
            data-placement={placement}
            onKeyDown={onKeyDown}
          >
            <Picker color={valid ? value : '#000000'} onChange={onValueChange} />
            <div className="ek-color-picker__hex">
              <label className="ek-color-picker__hex-label" htmlFor={hexId}>
                Hex
              </label>
              <span className="ek-color-picker__hash" aria-hidden="true">
                #
              </span>
              <input
                id={hexId}
                className="ek-input ek-color-picker__hex-input"
                type="text"
                value={draft}
                spellCheck={false}
                autoComplete="off"
                aria-invalid={!isValidHexDigits(draft, alpha)}
                onChange={onHexChange}
                onBlur={onHexBlur}
              />
            </div>
          </div>
        ) : null}
      </div>
    </Field>
  );
}
