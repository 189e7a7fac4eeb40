import { describe, expect, it } from 'vitest';
import { effectiveAllowedSites, websiteSites } from './website-sites.rule';

const encoded = (address: string) => encodeURIComponent(address);

describe('effectiveAllowedSites', () => {
  it("keeps the owner's list when it has one", () => {
    expect(effectiveAllowedSites({ accessibility: { domainUrl: encoded('https://mysite.com') } }, ['a.com'])).toEqual([
      'a.com',
    ]);
  });

  it("holds an accessibility menu without a list to its website and that site's subdomains", () => {
    expect(effectiveAllowedSites({ accessibility: { domainUrl: encoded('https://www.mysite.com') } }, [])).toEqual([
      'mysite.com',
      '*.mysite.com',
    ]);
  });

  it('allows anywhere without a list and without a public website address', () => {
    expect(effectiveAllowedSites({ prorated: {} }, [])).toEqual([]);
    expect(effectiveAllowedSites({ accessibility: { domainUrl: '' } }, [])).toEqual([]);
    expect(websiteSites(encoded('http://localhost:3000'))).toEqual([]);
    expect(websiteSites('%E0%A4%A')).toEqual([]);
  });
});
