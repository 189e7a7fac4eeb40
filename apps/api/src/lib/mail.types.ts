/** One mail, always with a plain-text and an HTML part; `links` are the URLs it asks the reader to open. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

export interface Mailer {
  /** Delivers now; rejects when the SMTP server (or the outbox) does not take the mail. */
  send(mail: Mail): Promise<void>;
  /**
   * Delivers without keeping the caller waiting; a failure is logged, never thrown. Given a
   * composer (a mail whose link token is still to be stored), composing is retried with backoff
   * while it fails, so a database that is briefly unreachable does not lose the mail.
   */
  sendInBackground(mail: Mail | (() => Promise<Mail>)): void;
  /** Resolves once every background delivery has finished (used on close, and by tests). */
  settle(): Promise<void>;
}
