import type { FormErrors } from '../../lib/form-errors';
import { PasswordField } from '../form-field/form-field';
import { PasswordStrength } from '../password-strength/password-strength';

/**
 * New Password with its strength meter, then Confirm Password: the pair the reset page and the
 * account page's Reset Password both ask for (spec 000 §2). Errors come under `password` and
 * `confirmPassword`.
 */
export function NewPasswordFields({
  password,
  confirmPassword,
  onPasswordChange,
  onConfirmPasswordChange,
  errors,
}: {
  password: string;
  confirmPassword: string;
  onPasswordChange: (value: string) => void;
  onConfirmPasswordChange: (value: string) => void;
  errors: FormErrors['fields'];
}) {
  return (
    <>
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        value={password}
        onValueChange={onPasswordChange}
        error={errors.password}
      >
        <PasswordStrength password={password} />
      </PasswordField>
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        value={confirmPassword}
        onValueChange={onConfirmPasswordChange}
        error={errors.confirmPassword}
      />
    </>
  );
}
