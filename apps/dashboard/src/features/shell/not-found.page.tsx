import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <section className="page page--narrow">
      <h1 className="page__title">Page not found</h1>
      <p className="page__lead">The page you were looking for does not exist.</p>
      <Link className="button" to="/home">
        Go to the Dashboard
      </Link>
    </section>
  );
}
