import {
  type AdminPaymentBody,
  type ManualPaymentForm,
  manualPaymentFormSchema,
  PAYMENT_MIN_AMOUNT,
} from '@widgetry/contracts';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { withoutFieldError } from '../../../lib/form-errors';
import { useFormErrors } from '../../../lib/use-form-errors';
import { ErrorAlert } from '../../../ui/alert/alert';
import { TextField } from '../../../ui/form-field/form-field';
import { Popup } from '../../../ui/popup/popup';
import { SelectField } from '../filters';
import { CustomerSelect } from './customer-select';
import { useCreatePaymentMutation, useCustomerDetailQuery } from './payments.api';

type FormValues = Record<keyof ManualPaymentForm, string>;
const FIELDS: readonly (keyof FormValues)[] = ['userId', 'amount', 'widgetId', 'paymentMethod', 'created'];

/** A date input's day as unix seconds at the admin's local midnight (spec 003 §9: created in seconds). */
function toUnixSeconds(day: string): number {
  const [year = 0, month = 1, date = 1] = day.slice(0, 10).split('-').map(Number);
  return Math.floor(new Date(year, month - 1, date).getTime() / 1000);
}

/** The server names the method field `method`; the form calls it paymentMethod. */
function withFormNames(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.fieldErrors?.method) return error;
  const { method, ...rest } = error.fieldErrors;
  return new ApiError(error.status, error.message, { ...rest, paymentMethod: method }, error.code);
}

/**
 * Add New Payment (spec 003 §5). Within a subscription (`fixed`) the customer and widget are
 * that subscription's. Otherwise the widget control waits for a customer, and offers that
 * customer's widgets that have a title.
 */
export function AddPaymentPopup({
  open,
  fixed,
  onClose,
}: {
  open: boolean;
  fixed?: FixedPayment;
  onClose: () => void;
}) {
  return (
    <Popup open={open} title="Add New Payment" onClose={onClose}>
      {/* Mounted per opening: empty fields, no old errors, and the customers read only while open. */}
      <AddPaymentForm fixed={fixed} onClose={onClose} />
    </Popup>
  );
}

/** The subscription a payment is added within: its customer and widget. */
interface FixedPayment {
  userId: string;
  widgetId: string;
  customerName: string;
  widgetTitle: string;
}

function AddPaymentForm({ fixed, onClose }: { fixed: FixedPayment | undefined; onClose: () => void }) {
  const [values, setValues] = useState<FormValues>(() => ({
    userId: fixed?.userId ?? '',
    amount: '',
    widgetId: fixed?.widgetId ?? '',
    paymentMethod: '',
    created: '',
  }));
  const { errors, setErrors, validate, showFailure } = useFormErrors(FIELDS);
  const create = useCreatePaymentMutation();
  const customer = useCustomerDetailQuery(fixed ? '' : values.userId);
  const widgets = (customer.data?.widgetArray ?? []).filter((widget) => widget.title.trim() !== '');

  function set(field: keyof FormValues, value: string) {
    setValues((old) => ({ ...old, [field]: value, ...(field === 'userId' ? { widgetId: '' } : {}) }));
    setErrors(withoutFieldError(errors, field));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const form = validate(manualPaymentFormSchema, values);
    if (!form) return;
    const body: AdminPaymentBody = {
      userId: form.userId,
      amount: form.amount,
      widgetId: form.widgetId,
      method: form.paymentMethod,
      created: toUnixSeconds(form.created),
    };
    create.mutate(body, { onSuccess: onClose, onError: (error) => showFailure(withFormNames(error)) });
  }

  return (
    <form className="admin-form" noValidate onSubmit={submit}>
      {fixed ? (
        <>
          <p>
            {fixed.customerName} – {fixed.widgetTitle}
          </p>
          {errors.fields.userId && <p className="field__error">{errors.fields.userId}</p>}
        </>
      ) : (
        <CustomerSelect
          value={values.userId}
          onValueChange={(value) => set('userId', value)}
          error={errors.fields.userId}
        />
      )}
      <TextField
        label="Amount"
        type="number"
        min={PAYMENT_MIN_AMOUNT}
        step={0.01}
        value={values.amount}
        onValueChange={(value) => set('amount', value)}
        error={errors.fields.amount}
      />
      {!fixed && (
        <SelectField
          label="Add Widget"
          value={values.widgetId}
          disabled={values.userId === ''}
          onValueChange={(value) => set('widgetId', value)}
          error={errors.fields.widgetId}
        >
          <option value="">Select a widget</option>
          {widgets.map((widget) => (
            <option key={widget.id} value={widget.id}>
              {widget.title}
            </option>
          ))}
        </SelectField>
      )}
      {fixed && errors.fields.widgetId && <p className="field__error">{errors.fields.widgetId}</p>}
      <TextField
        label="Payment Method"
        value={values.paymentMethod}
        onValueChange={(value) => set('paymentMethod', value)}
        error={errors.fields.paymentMethod}
      >
        {/* Spec 003 §5 places the created date's message under the payment method field. */}
        {errors.fields.created && <p className="field__error">{errors.fields.created}</p>}
      </TextField>
      <TextField
        label="Created Date"
        type="date"
        value={values.created}
        onValueChange={(value) => set('created', value)}
      />
      <ErrorAlert message={errors.message ?? undefined} />
      <div className="popup__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={create.isPending}>
          {create.isPending ? 'Adding…' : 'Add Payment'}
        </button>
      </div>
    </form>
  );
}
