import { decodeDomainUrl, encodeDomainUrl, FONTS } from '@widgetry/contracts';
import { ColorPicker, FontSelect, NumberInput, Select, TextInput, Toggle, UnitInput } from '@widgetry/editor-kit';
import type { PanelControl } from '@widgetry/widgets-core';
import { type ReactNode, useId, useLayoutEffect } from 'react';
import { SourceLoading } from '../../lib/widget-editor/source-preview';
import { stringList } from './review-curation/curation-edits';
import { ReviewListField } from './review-curation/review-list-field';
import { WordListField } from './review-curation/word-list-field';

const asText = (value: unknown): string => (typeof value === 'string' ? value : '');
const asNumber = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** The editor-kit control for one kind of panel control, bound to the setting's current value. */
function renderControl(
  control: PanelControl,
  id: string,
  value: unknown,
  onChange: (value: unknown) => void,
  addon: ReactNode,
  error: string | undefined,
  maxLength: number | undefined,
): ReactNode {
  switch (control.kind) {
    case 'text': {
      const uri = control.encoding === 'uri';
      return (
        <TextInput
          id={id}
          label={control.label}
          value={uri ? (decodeDomainUrl(asText(value)) ?? asText(value)) : asText(value)}
          placeholder={control.placeholder}
          multiline={control.multiline}
          required={control.required}
          maxLength={maxLength}
          labelAddon={addon}
          onValueChange={(next) => onChange(uri ? encodeDomainUrl(next) : next)}
        />
      );
    }
    case 'color':
      return <ColorPicker id={id} label={control.label} value={asText(value)} onValueChange={onChange} />;
    case 'unit':
      return (
        <UnitInput
          id={id}
          label={control.label}
          value={asText(value)}
          unit={control.unit}
          min={control.min}
          max={control.max}
          step={control.step}
          error={error}
          onValueChange={onChange}
        />
      );
    case 'number':
      return (
        <NumberInput
          id={id}
          label={control.label}
          value={asNumber(value, control.min)}
          min={control.min}
          max={control.max}
          step={control.step}
          integer={control.integer}
          commitOn={control.commitOn}
          error={error}
          labelAddon={addon}
          onValueChange={onChange}
        />
      );
    case 'toggle':
      // Each setting keeps the representation its contract uses: 'on'/'off' strings or booleans.
      return control.values === 'onOff' ? (
        <Toggle
          id={id}
          label={control.label}
          values="onOff"
          value={value === 'on' ? 'on' : 'off'}
          onValueChange={onChange}
        />
      ) : (
        <Toggle id={id} label={control.label} value={value === true} onValueChange={onChange} />
      );
    case 'select': {
      // editor-kit's Select speaks strings; the setting keeps the option's own value (a number
      // for a loan term), so the choice is mapped back through the option list.
      const options = control.options.map((option) => ({ value: String(option.value), label: option.label }));
      const chosen = control.options.find((option) => option.value === value);
      return (
        <Select
          id={id}
          label={control.label}
          value={chosen === undefined ? asText(value) : String(chosen.value)}
          options={options}
          labelAddon={addon}
          onValueChange={(next) => {
            const option = control.options.find((candidate) => String(candidate.value) === next);
            onChange(option === undefined ? next : option.value);
          }}
        />
      );
    }
    case 'font':
      return <FontSelect id={id} label={control.label} value={asText(value)} fonts={FONTS} onValueChange={onChange} />;
    case 'wordList':
      return <WordListField id={id} label={control.label} value={stringList(value)} onValueChange={onChange} />;
    case 'reviewList':
      // Drawn by PanelControlField: it edits two settings.
      return null;
  }
}

/**
 * Ties the error to its control for assistive technology. The editor-kit controls take no
 * describedby prop, and React never sets these two attributes on them, so setting them here
 * cannot fight a render.
 */
export function useErrorDescription(controlId: string, errorId: string | null): void {
  useLayoutEffect(() => {
    const control = document.getElementById(controlId);
    if (!control || !errorId) return;
    control.setAttribute('aria-describedby', errorId);
    control.setAttribute('aria-invalid', 'true');
    return () => {
      control.removeAttribute('aria-describedby');
      control.removeAttribute('aria-invalid');
    };
  }, [controlId, errorId]);
}

/**
 * One panel control with the error the API gave for its setting, if any, right under it, and a
 * spinner beside its label while the data it asks for loads (spec 001 §2, Get More Reviews).
 */
export function PanelControlField({
  control,
  value,
  error,
  loadingLabel,
  maxLength,
  onChange,
}: {
  control: PanelControl;
  value: unknown;
  error: string | undefined;
  /** A read of the source runs, shown beside this control: the spinner's words. */
  loadingLabel?: string | undefined;
  /** A text setting's most characters (the contract's limit). */
  maxLength?: number;
  onChange: (path: string, value: unknown) => void;
}) {
  const id = useId();
  // Number and size controls show a message beside themselves (their bound, or this one), tied
  // to the input by editor-kit; the others get it under them here.
  const showsOwnError = control.kind === 'number' || control.kind === 'unit';
  const errorId = error && !showsOwnError ? `${id}-error` : null;
  useErrorDescription(id, errorId);
  const addon = loadingLabel ? <SourceLoading compact label={loadingLabel} /> : undefined;
  if (control.kind === 'reviewList') {
    return (
      <div className="editor-control" data-path={control.path}>
        <ReviewListField control={control} onChange={onChange} />
        {error && <p className="editor-control__error">{error}</p>}
      </div>
    );
  }
  return (
    <div
      className={error ? 'editor-control editor-control--invalid' : 'editor-control'}
      data-path={control.path}
      aria-busy={loadingLabel ? true : undefined}
    >
      {renderControl(control, id, value, (next) => onChange(control.path, next), addon, error, maxLength)}
      {errorId && (
        <p className="editor-control__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
