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
import { hexDigitsOf, isHexColor, isValidHexDigits, maxHexDigits, sanitizeHexInput } from './hex';
import { useOpenPicker } from './open-picker-store';
import { computePopoverPosition, type PopoverPosition } from './placement';

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
 * group). The popover is fixed to the viewport (so a scrolling sidebar cannot cut it), below the
 * swatch or above it when there is no room below, and always inside the viewport. Opening it
 * puts focus in the hex field; Enter, a complete typed colour, Escape and a press or focus
 * elsewhere close it, and the first three give focus back to the swatch.
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
  const hexRef = useRef<HTMLInputElement>(null);
  const [position, setPosition] = useState<PopoverPosition>({ placement: 'below', top: 0, left: 0 });

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
      const box = popover.getBoundingClientRect();
      setPosition(
        computePopoverPosition({
          anchor: swatch.getBoundingClientRect(),
          popoverWidth: box.width,
          popoverHeight: box.height,
          viewportWidth: window.innerWidth,
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

  // The popover is a small dialog: focus goes into it, to the field most people use.
  useEffect(() => {
    if (shown) hexRef.current?.focus();
  }, [shown]);

  const closeToSwatch = () => {
    close();
    swatchRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !shown) return;
    // Handled here, so an enclosing dialog (an InfoPopup) does not close on the same key press.
    event.stopPropagation();
    closeToSwatch();
  };

  const onHexKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter confirms: the last valid colour stays (invalid text reverts) and the popover closes.
    event.preventDefault();
    if (!isValidHexDigits(draft, alpha)) setDraft(hexDigitsOf(value));
    closeToSwatch();
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
    // A complete colour (nothing more can be typed) is the end of the edit.
    if (digits.length === maxHexDigits(alpha) && isValidHexDigits(digits, alpha)) closeToSwatch();
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
            className="ek-popover ek-popover--fixed ek-color-picker__popover"
            data-placement={position.placement}
            style={{ top: position.top, left: position.left }}
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
                ref={hexRef}
                id={hexId}
                className="ek-input ek-color-picker__hex-input"
                type="text"
                value={draft}
                spellCheck={false}
                autoComplete="off"
                aria-invalid={!isValidHexDigits(draft, alpha)}
                onChange={onHexChange}
                onBlur={onHexBlur}
                onKeyDown={onHexKeyDown}
              />
            </div>
          </div>
        ) : null}
      </div>
    </Field>
  );
}
