import { TITLE_MAX_LENGTH, type Widget, widgetTitleSchema } from '@widgetry/contracts';
import { type FormEvent, useState } from 'react';
import { NO_ERRORS } from '../../lib/form-errors';
import { useFormErrors } from '../../lib/use-form-errors';
import { useRenameWidgetMutation } from '../../lib/widgets/widget-edits.queries';
import { ErrorAlert } from '../../ui/alert/alert';
import { TextField } from '../../ui/form-field/form-field';
import { Popup } from '../../ui/popup/popup';

/** The API's name for the title field in a 400's fieldErrors (body `{ widget: { title } }`). */
const TITLE_FIELD = 'widget.title';

/**
 * 'Rename widget': PUT /widget/{id} with the new title and the widget's own type and settings.
 * The title is checked by the contract's rule first; a 400's fieldErrors go under the field.
 */
export function RenameWidgetPopup({ widget, onClose }: { widget: Widget | null; onClose: () => void }) {
  return (
    <Popup open={widget !== null} title="Rename widget" onClose={onClose}>
      {/* Keyed by widget, so each opening starts from that widget's title with no old errors. */}
      {widget && <RenameForm key={widget.id} widget={widget} onDone={onClose} />}
    </Popup>
  );
}

function RenameForm({ widget, onDone }: { widget: Widget; onDone: () => void }) {
  const [title, setTitle] = useState(widget.title);
  const { errors, setErrors, showFailure } = useFormErrors([TITLE_FIELD]);
  const { mutate, isPending } = useRenameWidgetMutation();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = widgetTitleSchema.safeParse(title);
    if (!parsed.success) {
      setErrors({ fields: { [TITLE_FIELD]: parsed.error.issues[0]?.message }, message: null });
      return;
    }
    setErrors(NO_ERRORS);
    if (parsed.data === widget.title) {
      onDone();
      return;
    }
    mutate({ widget, title: parsed.data }, { onSuccess: onDone, onError: showFailure });
  }

  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label="Widget name"
        maxLength={TITLE_MAX_LENGTH}
        value={title}
        onValueChange={setTitle}
        error={errors.fields[TITLE_FIELD]}
        autoComplete="off"
      />
      <ErrorAlert message={errors.message} />
      <div className="popup__actions">
        <button type="button" className="button button--secondary" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={isPending}>
          {isPending ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}
