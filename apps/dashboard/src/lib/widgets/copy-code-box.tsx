import { COPIED_TOOLTIP_MS, DASHBOARD_MESSAGES } from '@widgetry/contracts';
import { useEffect, useRef, useState } from 'react';

/**
 * Copies with the Clipboard API and falls back to selecting the text and the older copy command,
 * which still works where the API is missing or refused (plain http, an embedded browser).
 */
async function copyText(text: string, textarea: HTMLTextAreaElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // refused (no permission, page not focused): try the fallback below
  }
  if (!textarea) return false;
  textarea.focus();
  textarea.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

/** A read-only, selectable code box with a copy icon that says 'Copied' for 3 s (spec 000 §2). */
export function CopyCodeBox({ code, label }: { code: string; label: string }) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState(false);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timerRef.current), []);

  async function copy() {
    if (!(await copyText(code, textareaRef.current))) return;
    // A second copy restarts the 3 s rather than cutting the new tooltip short.
    clearTimeout(timerRef.current);
    setCopied(true);
    timerRef.current = setTimeout(() => setCopied(false), COPIED_TOOLTIP_MS);
  }

  return (
    <div className="code-box">
      <textarea
        ref={textareaRef}
        className="code-box__code"
        aria-label={label}
        readOnly
        spellCheck={false}
        rows={code.split('\n').length + 2}
        value={code}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="code-box__actions">
        {copied && (
          <span className="code-box__tooltip" role="status">
            {DASHBOARD_MESSAGES.copied}
          </span>
        )}
        <button type="button" className="code-box__copy" aria-label="Copy code" title="Copy code" onClick={copy}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <rect x="9" y="9" width="11" height="11" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M5 15V6a2 2 0 0 1 2-2h9" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </div>
  );
}
