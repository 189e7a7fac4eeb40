import { passwordStrength, strengthLabel } from '@widgetry/contracts';
import './password-strength.css';

const SEGMENTS = [1, 2, 3, 4, 5] as const;

/**
 * The strength meter (spec 000 §4: score 0–5, Poor 0–1, Weak 2, Fair 3, Good 4, Strong 5): a
 * coloured bar and its label. Nothing is shown for an empty password.
 */
export function PasswordStrength({ password }: { password: string }) {
  if (password === '') return null;
  const score = passwordStrength(password);
  const label = strengthLabel(score);
  return (
    <div className={`strength strength--${label.toLowerCase()}`} data-score={score}>
      {/* The bar is decoration; the label beside it says the same in words. */}
      <div className="strength__bar" aria-hidden="true">
        {SEGMENTS.map((segment) => (
          <span
            key={segment}
            className={segment <= score ? 'strength__segment strength__segment--on' : 'strength__segment'}
          />
        ))}
      </div>
      <span className="strength__label">
        Strength: <strong>{label}</strong>
      </span>
    </div>
  );
}
