import './shell.css';

/** The provider's public site and its legal page; the dashboard itself has no route for them. */
export const PROVIDER_URL = 'https://widgetry.io';
export const TERMS_URL = 'https://widgetry.io/terms-and-privacy';

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer__inner">
        <span>
          © {new Date().getFullYear()}{' '}
          <a href={PROVIDER_URL} target="_blank" rel="noopener noreferrer">
            Widgetry
          </a>
          . Embeddable widgets for your website.
        </span>
        <a href={TERMS_URL} target="_blank" rel="noopener noreferrer">
          Terms and Privacy Policy
        </a>
      </div>
    </footer>
  );
}
