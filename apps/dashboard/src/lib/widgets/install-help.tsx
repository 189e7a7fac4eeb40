import { formatLongDate } from '@widgetry/calculators';
import { type FormEvent, useState } from 'react';
import { ErrorAlert } from '../../ui/alert/alert';
import '../../ui/form-field/form-field.css';
import { INSTALL_GUIDES } from './install-guides';
import { useCheckInstallationMutation } from './installation.queries';

/** Step-by-step guides for the common site builders, one open at a time (native <details>). */
export function InstallGuides() {
  return (
    <section className="install-help" aria-labelledby="install-guides-title">
      <h3 className="install-popup__heading" id="install-guides-title">
        Where to paste it
      </h3>
      {INSTALL_GUIDES.map((guide) => (
        <details key={guide.id} className="install-help__guide" name="install-guide">
          <summary>{guide.platform}</summary>
          <ol>
            {guide.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          {guide.note && <p className="install-help__note">{guide.note}</p>}
        </details>
      ))}
    </section>
  );
}

/**
 * "Check installation": the customer names their site and learns whether the widget has been seen
 * there (the installations record the embed keeps), so a paste that did not work is noticed now.
 */
export function CheckInstallation({ widgetId }: { widgetId: string }) {
  const [site, setSite] = useState('');
  const check = useCheckInstallationMutation(widgetId);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (site.trim() !== '') check.mutate(site.trim());
  }

  const answer = check.data;
  return (
    <form className="install-help__check" onSubmit={onSubmit} aria-label="Check installation">
      <label className="install-popup__heading" htmlFor={`check-site-${widgetId}`}>
        Check installation
      </label>
      <div className="install-help__check-row">
        <input
          id={`check-site-${widgetId}`}
          className="field__input"
          placeholder="www.example.com"
          inputMode="url"
          value={site}
          onChange={(event) => setSite(event.target.value)}
        />
        <button type="submit" className="button button--secondary" disabled={site.trim() === '' || check.isPending}>
          {check.isPending ? 'Checking…' : 'Check installation'}
        </button>
      </div>
      {answer && (
        <p className={answer.seen ? 'alert alert--success' : 'alert alert--warning'} role="status">
          {answer.seen && answer.lastSeen
            ? `Installed: the widget was last seen on ${answer.domain ?? answer.site} on ${formatLongDate(answer.lastSeen)}.`
            : `Not seen on ${answer.site} yet. Open a page of the site that has the code, then check again.`}
        </p>
      )}
      <ErrorAlert message={check.error?.message} />
    </form>
  );
}
