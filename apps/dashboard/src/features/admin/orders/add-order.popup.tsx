import { manualOrderFormSchema, SUBSCRIPTION_STATUSES } from '@widgetry/contracts';
import { type FormEvent, useState } from 'react';
import { z } from 'zod';
import { STATUS_LABELS } from '../../../lib/billing/subscription-status';
import { withoutFieldError } from '../../../lib/form-errors';
import { useFormErrors } from '../../../lib/use-form-errors';
import { ErrorAlert } from '../../../ui/alert/alert';
import { TextField } from '../../../ui/form-field/form-field';
import { Popup } from '../../../ui/popup/popup';
import { SelectField } from '../filters';
import { CustomerSelect } from '../payments';
import { useProductsQuery } from '../products';
import { defaultRenewal } from './order-figures';
import { useCreateOrderMutation, withFormNames } from './orders.api';

// The select holds any text ('' before a choice); the schema's own enum says 'Status is required'.
const formSchema = manualOrderFormSchema.extend({ subStatus: z.unknown().pipe(manualOrderFormSchema.shape.subStatus) });

const FIELDS = ['title', 'widgetType', 'userId', 'expires', 'subStatus'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

/** Add Manual Order (spec 003 §3, §4): the renewal date starts one month from today. */
export function AddOrderPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Popup open={open} title="Add Manual Order" onClose={onClose}>
      {/* Mounted per opening: empty fields, and the customers and products read only while open. */}
      <AddOrderForm onClose={onClose} />
    </Popup>
  );
}

function AddOrderForm({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState<Values>(() => ({
    title: '',
    widgetType: '',
    userId: '',
    expires: defaultRenewal(new Date()),
    subStatus: 'active',
  }));
  const { errors, setErrors, validate, showFailure } = useFormErrors(FIELDS);
  const create = useCreateOrderMutation();
  const products = useProductsQuery();

  function set(field: keyof Values, value: string) {
    setValues((old) => ({ ...old, [field]: value }));
    setErrors(withoutFieldError(errors, field));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const form = validate(formSchema, values);
    if (!form) return;
    create.mutate(
      { widget: { ...form, payment: [], htmlData: {} } },
      { onSuccess: onClose, onError: (error) => showFailure(withFormNames(error)) },
    );
  }

  return (
    <form className="admin-form" noValidate onSubmit={submit}>
      <TextField
        label="Name"
        value={values.title}
        onValueChange={(value) => set('title', value)}
        error={errors.fields.title}
      />
      <CustomerSelect
        value={values.userId}
        onValueChange={(value) => set('userId', value)}
        error={errors.fields.userId}
      />
      <SelectField
        label="Type"
        value={values.widgetType}
        onValueChange={(value) => set('widgetType', value)}
        error={errors.fields.widgetType}
      >
        <option value="">Select a type</option>
        {(products.data ?? []).map((product) => (
          <option key={product.id} value={product.id}>
            {product.displayName || product.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Renewal Date"
        type="date"
        value={values.expires}
        onValueChange={(value) => set('expires', value)}
        error={errors.fields.expires}
      />
      <SelectField
        label="Status"
        value={values.subStatus}
        onValueChange={(value) => set('subStatus', value)}
        error={errors.fields.subStatus}
      >
        {SUBSCRIPTION_STATUSES.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </SelectField>
      <ErrorAlert message={errors.message} />
      <div className="popup__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={create.isPending}>
          {create.isPending ? 'Adding…' : 'Add Order'}
        </button>
      </div>
    </form>
  );
}
