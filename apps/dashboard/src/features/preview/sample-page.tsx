import type { ReactNode } from 'react';

/**
 * A customer's page as a widget meets it: headings, text, links, a list and a button, so an
 * inline widget sits among real content and a floating one (the accessibility menu) has a page
 * for its tools to act on (text size, contrast, link highlighting, reading guide …).
 */
export function SamplePage({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="sp-header">
        <span className="sp-brand">Maple Court Apartments</span>
        <nav className="sp-nav" aria-label="Sample site">
          <a href="#homes">Homes</a>
          <a href="#neighbourhood">Neighbourhood</a>
          <a href="#contact">Contact</a>
        </nav>
      </header>
      <div className="sp-hero">
        <h1>A quiet home near the park</h1>
        <p>
          This is a sample page: it shows your widget as visitors will see it on your site, with your unsaved settings.
        </p>
      </div>
      <main className="sp-main">
        <section className="sp-widget" aria-label="Your widget">
          {children}
        </section>
        <h2 id="homes">Homes for every stage of life</h2>
        <p>
          One, two and three bedroom apartments with tall windows, in-unit laundry and covered parking. Pets are
          welcome, and the park is a two minute walk away.
        </p>
        <div className="sp-columns">
          <div className="sp-card">
            <h3>One bedroom</h3>
            <p>From $1,450 a month. 620 sq ft with a balcony over the garden.</p>
          </div>
          <div className="sp-card">
            <h3>Two bedrooms</h3>
            <p>From $1,890 a month. 910 sq ft, two bathrooms and a walk-in closet.</p>
          </div>
          <div className="sp-card">
            <h3>Three bedrooms</h3>
            <p>From $2,350 a month. 1,180 sq ft on the corner, light all day.</p>
          </div>
        </div>
        <h2 id="neighbourhood">The neighbourhood</h2>
        <ul>
          <li>Grocery store and pharmacy on the corner</li>
          <li>Bus line 12 to downtown every ten minutes</li>
          <li>Two schools and a library within a mile</li>
        </ul>
        <h2 id="contact">Visit us</h2>
        <p>
          Our leasing office is open Monday to Saturday, 9 am to 6 pm. Call{' '}
          <a href="tel:+15555550123">(555) 555-0123</a> or write to{' '}
          <a href="mailto:leasing@example.com">leasing@example.com</a>.
        </p>
        <p>
          <a className="sp-button" href="#contact">
            Book a tour
          </a>
        </p>
      </main>
      <footer className="sp-footer">© Maple Court Apartments · 12 Park Row · A sample page shown by Widgetry</footer>
    </>
  );
}
