import type { DevOutboxMail } from '@widgetry/contracts';
import { ErrorAlert } from '../../../ui/alert/alert';
import { useOutboxQuery } from './outbox.api';
import '../admin.css';

/** Only web links become clickable; anything else in a mail stays text. */
function isWebLink(link: string): boolean {
  try {
    const { protocol } = new URL(link);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

function OutboxMail({ mail }: { mail: DevOutboxMail }) {
  return (
    <li className="outbox__mail">
      <p className="outbox__subject">{mail.subject}</p>
      <p className="outbox__meta">
        To {mail.to} · {new Date(mail.createdAt).toLocaleString()}
      </p>
      <ul className="outbox__links">
        {mail.links.filter(isWebLink).map((link) => (
          <li key={link}>
            <a href={link} target="_blank" rel="noreferrer">
              {link}
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}

export const NO_OUTBOX_NOTE = 'Mail is sent through the configured mail server, so there is no outbox to show.';

/**
 * The dev outbox (DESIGN "Hosts and configuration"): without SMTP_URL the API keeps every mail it
 * would have sent, so a developer can open verification and reset links. Only a note when the API
 * has no outbox (an SMTP server is configured, or production); nothing until the API has answered.
 */
export function OutboxSection() {
  const outbox = useOutboxQuery();
  if (outbox.isPending) return null;
  if (outbox.data === null) return <p className="page__lead outbox">{NO_OUTBOX_NOTE}</p>;
  return (
    <section className="card outbox" aria-labelledby="admin-outbox-title">
      <h2 className="card__title" id="admin-outbox-title">
        Outbox
      </h2>
      <p className="page__lead">
        No mail server is configured, so mail is kept here instead of being sent. Newest first.
      </p>
      <ErrorAlert message={outbox.isError ? outbox.error.message : null} />
      {outbox.data?.length === 0 && <p>No mail yet.</p>}
      {outbox.data && outbox.data.length > 0 && (
        <ul className="outbox__mails">
          {outbox.data.map((mail) => (
            <OutboxMail key={mail.id} mail={mail} />
          ))}
        </ul>
      )}
    </section>
  );
}
