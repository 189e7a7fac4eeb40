import { describe, expect, it } from 'vitest';
import { sourceFailingMail, sourceRecoveredMail } from './source-alerts';

const BASE = {
  to: 'owner@example.com',
  displayName: 'Owner',
  site: 'AppFolio',
  sourceKey: 'https://acme.appfolio.com/listings',
  items: 'listings' as const,
  widgetTitles: ['Our <b>flats</b>'],
  link: 'https://app.example.com/editor?widgetId=w-1',
};

describe('source owner mails', () => {
  it('says what the widget shows while the source fails: the last data, nothing yet, or nothing for good', () => {
    const blocked = sourceFailingMail({
      ...BASE,
      stateLine: 'AppFolio has been blocking our reader since 26 Nov; showing listings from 25 Nov',
      shown: 'last-good-data',
    });
    expect(blocked.subject).toBe('Your widget “Our <b>flats</b>” can’t get listings from AppFolio');
    expect(blocked.text).toContain(
      'Your widget keeps showing the listings we last read. We keep trying, and we will email you once it works again.',
    );
    const never = sourceFailingMail({
      ...BASE,
      stateLine: 'We haven’t been able to reach AppFolio since 26 Nov; no listings to show',
      shown: 'nothing-yet',
    });
    expect(never.text).toContain('Your widget has no listings to show until then.');
    const gone = sourceFailingMail({
      ...BASE,
      widgetTitles: ['A', 'B', 'C'],
      stateLine: 'AppFolio no longer has this company since 26 Nov; no listings to show',
      shown: 'gone',
    });
    expect(gone.subject).toBe('3 of your widgets can’t get listings from AppFolio');
    expect(gone.text).toContain(
      'This concerns your widgets “A”, “B” and “C”, which read https://acme.appfolio.com/listings.',
    );
    expect(gone.text).toContain(
      'Your widgets no longer show listings from it. Check the address in the widget’s settings.',
    );
    expect(gone.text).not.toContain('keep showing');
  });

  it('escapes widget titles in the HTML part', () => {
    const mail = sourceRecoveredMail({ ...BASE, stateLine: 'Listings updated just now' });
    expect(mail.subject).toBe('Your widget “Our <b>flats</b>” gets listings from AppFolio again');
    expect(mail.html).toContain('“Our &lt;b&gt;flats&lt;/b&gt;”');
    expect(mail.html).not.toContain('<b>flats');
    expect(mail.links).toEqual([BASE.link]);
  });
});
