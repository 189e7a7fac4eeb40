import { editOrderFormSchema, type Order, SUBSCRIPTION_STATUSES } from '@widgetry/contracts';
import { type FormEvent, useState } from 'react';
import { z } from 'zod';
import { STATUS_LABELS } from '../../../lib/billing/subscription-status';
import { withoutFieldError } from '../../../lib/form-errors';
import { useFormErrors } from '../../../lib/use-form-errors';
import { ErrorAlert } from '../../../ui/alert/alert';
import { TextField } from '../../../ui/form-field/form-field';
import { Popup } from '../../../ui/popup/popup';
import { formatMonthly, SelectField } from '../filters';
import { useUpdateOrderMutation, withFormNames } from './orders.api';

// The select holds any text ('' before a choice); the schema's own enum says 'Status is required'.
const formSchema = editOrderFormSchema.extend({ subStatus: z.unknown().pipe(editOrderFormSchema.shape.subStatus) });

const FIELDS = ['title', 'subStatus', 'expires'] as const;

/** Edit Subscription (spec 003 §5): name and status required; customer, type and amount read-only. */
export function EditOrderPopup({ order, onClose }: { order: Order | null; onClose: () => void }) {
  return (
    <Popup open={order !== null} title="Edit Subscription" onClose={onClose}>
      {/* Mounted per opened order, so the fields start from it with no old errors. */}
      {order && <EditOrderForm key={order.id} order={order} onClose={onClose} />}
    </Popup>
  );
}

function EditOrderForm({ order, onClose }: { order: Order; onClose: () => void }) {
  const [title, setTitle] = useState(order.title);
  const [subStatus, setSubStatus] = useState<string>(order.subStatus ?? '');
  const [expires, setExpires] = useState(order.expires?.slice(0, 10) ?? '');
  const { errors, setErrors, validate, showFailure } = useFormErrors(FIELDS);
  const update = useUpdateOrderMutation(order.id);

  function submit(event: FormEvent) {
    event.preventDefault();
    const form = validate(formSchema, {
      title,
      subStatus,
      expires: expires === '' ? null : expires,
    });
    if (!form) return;
    update.mutate(
      { widget: { ...form, widgetType: order.widgetType.id } },
      { onSuccess: onClose, onError: (error) => showFailure(withFormNames(error)) },
    );
  }

  return (
    <form className="admin-form" noValidate onSubmit={submit}>
      <TextField
        label="Name"
        value={title}
        onValueChange={(value) => {
          setTitle(value);
          setErrors(withoutFieldError(errors, 'title'));
        }}
        error={errors.fields.title}
      />
      <SelectField
        label="Status"
        value={subStatus}
        onValueChange={(value) => {
          setSubStatus(value);
          setErrors(withoutFieldError(errors, 'subStatus'));
        }}
        error={errors.fields.subStatus}
      >
        <option value="">Select a status</option>
        {SUBSCRIPTION_STATUSES.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Renewal Date"
        type="date"
        value={expires}
        onValueChange={setExpires}
        error={errors.fields.expires}
      />
      <TextField label="Customer" value={order.userId.displayName} onValueChange={() => {}} readOnly />
      <TextField
        label="Type"
        value={order.widgetType.displayName || order.widgetType.name}
        onValueChange={() => {}}
        readOnly
      />
      <TextField label="Amount" value={formatMonthly(order.widgetType.price)} onValueChange={() => {}} readOnly />
      <ErrorAlert message={errors.message} />
      <div className="popup__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}
