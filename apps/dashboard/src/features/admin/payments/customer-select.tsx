import { SelectField } from '../filters';
import { useCustomersQuery } from './payments.api';

interface CustomerSelectProps {
  value: string;
  onValueChange: (userId: string) => void;
  error?: string | undefined;
}

/**
 * The Customer field of the admin's Add Order and Add Payment popups: every customer by name and
 * email. The list is read only while the field is shown.
 */
export function CustomerSelect({ value, onValueChange, error }: CustomerSelectProps) {
  const customers = useCustomersQuery();
  return (
    <SelectField label="Customer" value={value} onValueChange={onValueChange} error={error}>
      <option value="">Select a customer</option>
      {(customers.data ?? []).map((user) => (
        <option key={user.id} value={user.id}>
          {user.displayName} ({user.email})
        </option>
      ))}
    </SelectField>
  );
}
