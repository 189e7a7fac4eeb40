import { useState } from 'react';
import { addWord } from './curation-edits';

/** Excluded words (issue 31): typed one at a time and added with Enter or Add, each removable. */
export function WordListField({
  id,
  label,
  value,
  onValueChange,
}: {
  id: string;
  label: string;
  value: readonly string[];
  onValueChange: (next: string[]) => void;
}) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const next = addWord(value, typed);
    if ('error' in next) {
      setError(next.error);
      return;
    }
    onValueChange(next);
    setTyped('');
    setError(null);
  };
  const errorId = `${id}-word-error`;
  return (
    <div className="word-list">
      <label className="ek-field__label" htmlFor={id}>
        {label}
      </label>
      <p className="word-list__hint">Reviews with any of these words (in any case) are not shown.</p>
      <div className="word-list__add">
        <input
          id={id}
          className="ek-input"
          value={typed}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
        />
        <button type="button" className="button button--secondary" onClick={add}>
          Add
        </button>
      </div>
      {error && (
        <p className="editor-control__error" id={errorId} role="alert">
          {error}
        </p>
      )}
      {value.length > 0 && (
        <ul className="word-list__words" aria-label={label}>
          {value.map((word) => (
            <li key={word} className="word-list__word">
              <span>{word}</span>
              <button
                type="button"
                className="link-button"
                aria-label={`Remove ${word}`}
                onClick={() => onValueChange(value.filter((known) => known !== word))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
