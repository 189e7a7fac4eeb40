import { PASSWORD_MESSAGES } from '@widgetry/contracts';
import { useState } from 'react';
import { Popup } from '../../ui/popup/popup';

/** The five rules of spec 000 §5, in the order they are checked. */
export const PASSWORD_RULES = [
  PASSWORD_MESSAGES.tooShort,
  PASSWORD_MESSAGES.uppercase,
  PASSWORD_MESSAGES.lowercase,
  PASSWORD_MESSAGES.number,
  PASSWORD_MESSAGES.special,
] as const;

/** The info icon beside the password label and the requirements popup it opens. */
export function PasswordRequirements() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="info-button" aria-label="Password requirements" onClick={() => setOpen(true)}>
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
          <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="M10 9v5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          <circle cx="10" cy="6.2" r="1.1" fill="currentColor" />
        </svg>
      </button>
      <Popup open={open} title="Password requirements" onClose={() => setOpen(false)}>
        <ul className="requirements">
          {PASSWORD_RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        {/* The rule counts every character that is not a letter or a digit (contracts' password rule). */}
        <p className="requirements__note">
          A special character is anything that is not a letter or a digit, such as{' '}
          <code>{'- _ ! @ # $ % & * ? .'}</code> or a space.
        </p>
        <div className="popup__actions">
          <button type="button" className="button" onClick={() => setOpen(false)}>
            Got it
          </button>
        </div>
      </Popup>
    </>
  );
}
