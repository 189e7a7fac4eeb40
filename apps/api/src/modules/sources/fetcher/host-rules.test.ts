import type { SourceId } from '@widgetry/contracts';
import { describe, expect, it } from 'vitest';
import { SOURCE_DEFINITIONS } from '../definition/registry';
import { appfolioHosts } from '../listings/appfolio/appfolio-hosts';
import { rentvineHosts } from '../listings/rentvine/rentvine-hosts';
import { trustpilotHosts } from '../reviews/trustpilot/trustpilot-hosts';
import { checkRedirectUrl, checkSourceUrl, hostAllowed } from './host-rules';
import { SourceFetchError, type SourceHostRule } from './source-fetcher';

function refusal(run: () => unknown): SourceFetchError {
  try {
    run();
  } catch (error) {
    if (error instanceof SourceFetchError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('checkSourceUrl', () => {
  it('keeps an allowed https URL, path and query as they are', () => {
    const url = checkSourceUrl('https://www.trustpilot.com/review/example.com?page=2&languages=all', trustpilotHosts);
    expect(url.href).toBe('https://www.trustpilot.com/review/example.com?page=2&languages=all');
  });

  it('normalises case, an explicit :443, a trailing dot and drops the fragment', () => {
    const url = checkSourceUrl('HTTPS://WWW.TrustPilot.COM.:443/review/x#reviews', trustpilotHosts);
    expect(url.href).toBe('https://www.trustpilot.com/review/x');
  });

  it.each([
    ['https://www.trustpilot.com@evil.example/', 'user info'],
    ['https://@www.trustpilot.com/', 'user info'],
    ['https://user:pass@www.trustpilot.com/', 'user info'],
    ['https://www%2etrustpilot.com/', 'percent-encoded'],
    ['https://trustpilot.com%2eevil.example/', 'percent-encoded'],
    ['https://www.trustpilot.com\\@evil.example/', 'backslash'],
    ['https:\\\\www.trustpilot.com/', 'backslash'],
    ['https:www.trustpilot.com/', 'no //'],
    ['https:/www.trustpilot.com/', 'no //'],
    ['https://www.trust\tpilot.com/', 'control'],
    ['https://www.trustpilot.com/\n', 'control'],
    [' https://www.trustpilot.com/', 'space'],
    ['https://www\u3002trustpilot\u3002com/', 'non-ASCII'],
    ['https://xn--trustpiot-5ob.com/', 'not one this source'],
    ['http://www.trustpilot.com/', 'only https'],
    ['ftp://www.trustpilot.com/', 'only https'],
    ['javascript:alert(1)', 'only https'],
    ['//www.trustpilot.com/', 'only https'],
    ['https://www.trustpilot.com:8443/', 'port 443'],
    ['https://www.trustpilot.com:80/', 'port 443'],
    ['https://127.0.0.1/', 'IP address'],
    ['https://127.1/', 'IP address'],
    ['https://0x7f000001/', 'IP address'],
    ['https://[::1]/', 'IP address'],
    ['https://trustpilot.com.evil.example/', 'not one this source'],
    ['https://eviltrustpilot.com/', 'not one this source'],
    ['https://www.trustpilot.com../', 'not a DNS name'],
    ['https://www..trustpilot.com/', 'not a DNS name'],
    ['https://-www.trustpilot.com/', 'not a DNS name'],
    ['https://www_x.trustpilot.com/', 'not a DNS name'],
    ['https://localhost/', 'not a DNS name'],
    ['https:///www.trustpilot.com/', 'no host'],
    [`https://www.trustpilot.com/${'a'.repeat(5000)}`, 'too long'],
  ])('refuses %s (%s)', (input, why) => {
    const error = refusal(() => checkSourceUrl(input, trustpilotHosts));
    expect(error.reason).toBe('refused');
    expect(error.message).toContain(why);
  });
});

describe('checkRedirectUrl', () => {
  const from = new URL('https://www.trustpilot.com/review/example.com');

  it('resolves a relative location against the page it came from', () => {
    expect(checkRedirectUrl('/review/example.com?page=2', from, trustpilotHosts).href).toBe(
      'https://www.trustpilot.com/review/example.com?page=2',
    );
    expect(checkRedirectUrl('other', from, trustpilotHosts).href).toBe('https://www.trustpilot.com/review/other');
  });

  it('follows an absolute or protocol-relative location to another allowed host', () => {
    expect(checkRedirectUrl('https://de.trustpilot.com/review/x', from, trustpilotHosts).host).toBe(
      'de.trustpilot.com',
    );
    expect(checkRedirectUrl('//uk.trustpilot.com/review/x', from, trustpilotHosts).host).toBe('uk.trustpilot.com');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/',
    '///evil.example/',
    '/\\evil.example/',
    'https:\\\\evil.example',
    'http://www.trustpilot.com/',
    'https://www.trustpilot.com:444/',
    'https://www.trustpilot.com@evil.example/',
    '//www%2etrustpilot.com/',
    'https://169.254.169.254/latest/meta-data/',
    '//[::1]/',
    'https://metadata.google.internal/',
    'file:///etc/passwd',
    '/caf\u00e9',
  ])('refuses a redirect to %s', (location) => {
    expect(refusal(() => checkRedirectUrl(location, from, trustpilotHosts)).reason).toBe('refused');
  });
});

describe('hostAllowed', () => {
  it('reads exact hosts, registrable domains and patterns, normalising the rule', () => {
    const rule: SourceHostRule = {
      hosts: ['API.Example.COM.'],
      domains: ['example.org'],
      matches: (h) => h === 'x.test',
    };
    expect(hostAllowed('api.example.com', rule)).toBe(true);
    expect(hostAllowed('www.example.com', rule)).toBe(false);
    expect(hostAllowed('example.org', rule)).toBe(true);
    expect(hostAllowed('a.b.example.org', rule)).toBe(true);
    expect(hostAllowed('badexample.org', rule)).toBe(false);
    expect(hostAllowed('example.org.evil.test', rule)).toBe(false);
    expect(hostAllowed('x.test', rule)).toBe(true);
    expect(hostAllowed('anything.test', {})).toBe(false);
  });
});

describe('source hosts', () => {
  const cases: Array<[SourceId, string[], string[]]> = [
    [
      'trustpilot',
      ['trustpilot.com', 'www.trustpilot.com', 'uk.trustpilot.com', 'de.trustpilot.com', 'api.trustpilot.com'],
      [
        'trustpilot.com.evil.example',
        'eviltrustpilot.com',
        'evil.trustpilot.com.co',
        'a.b.trustpilot.com',
        'trustpilot.co',
      ],
    ],
    [
      'tripadvisor',
      [
        'www.tripadvisor.com',
        'www.tripadvisor.co.uk',
        'www.tripadvisor.de',
        'www.tripadvisor.fr',
        'www.tripadvisor.ca',
        'fr.tripadvisor.ca',
        'www.tripadvisor.com.au',
        'tripadvisor.com',
        'api.content.tripadvisor.com',
      ],
      [
        'www.tripadvisor.evil.example',
        'tripadvisor.com.evil.example',
        'www.tripadvisor.co.uk.evil.example',
        'www.tripadvisor.xyz',
        'eviltripadvisor.com',
        'www.evil-tripadvisor.com',
        'a.b.tripadvisor.com',
        'api.tripadvisor.com.au',
      ],
    ],
    [
      'yelp',
      ['yelp.com', 'www.yelp.com', 'api.yelp.com'],
      ['m.yelp.com', 'yelp.com.evil.example', 'evilyelp.com', 'www.yelp.co'],
    ],
    [
      'appfolio',
      ['acme.appfolio.com', 'acme-homes.appfolio.com', '123rent.appfolio.com'],
      ['appfolio.com', 'a.b.appfolio.com', '-acme.appfolio.com', 'acme.appfolio.com.evil.example', 'acmeappfolio.com'],
    ],
    [
      'rentvine',
      ['acme.rentvine.com', 'acme-homes.rentvine.com'],
      ['rentvine.com', 'a.b.rentvine.com', 'acme.rentvine.com.evil.example', 'evilrentvine.com'],
    ],
  ];

  it.each(cases)('%s allows its own hosts and nothing that only looks like them', (source, allowed, refused) => {
    const rule = SOURCE_DEFINITIONS[source].hosts;
    for (const host of allowed) expect(hostAllowed(host, rule), host).toBe(true);
    for (const host of refused) expect(hostAllowed(host, rule), host).toBe(false);
  });
});

describe('listing sources (AppFolio, Rentvine)', () => {
  it('keeps a company listings page and its group query', () => {
    const url = checkSourceUrl('https://acme.appfolio.com/listings?filters%5Bproperty_list%5D=North', appfolioHosts);
    expect(url.href).toBe('https://acme.appfolio.com/listings?filters%5Bproperty_list%5D=North');
    expect(checkSourceUrl('https://ACME.rentvine.com/api/public/listings', rentvineHosts).host).toBe(
      'acme.rentvine.com',
    );
  });

  it.each([
    ['http://acme.appfolio.com/listings', appfolioHosts, 'only https'],
    ['https://acme.appfolio.com:8443/listings', appfolioHosts, 'port 443'],
    ['https://acme.appfolio.com@evil.example/listings', appfolioHosts, 'user info'],
    ['https://acme.appfolio.com.evil.example/listings', appfolioHosts, 'not one this source'],
    ['https://acme-appfolio.com/listings', appfolioHosts, 'not one this source'],
    ['https://internal.acme.appfolio.com/listings', appfolioHosts, 'not one this source'],
    ['https://acme%2eappfolio.com/listings', appfolioHosts, 'percent-encoded'],
    ['https://acme.rentvine.com/', appfolioHosts, 'not one this source'],
    ['http://acme.rentvine.com/api/public/listings', rentvineHosts, 'only https'],
    ['https://acme.rentvine.com.evil.example/', rentvineHosts, 'not one this source'],
    ['https://rentvine.com.evil.example/', rentvineHosts, 'not one this source'],
    ['https://a.b.rentvine.com/', rentvineHosts, 'not one this source'],
    ['https://acme.appfolio.com/listings', rentvineHosts, 'not one this source'],
  ])('refuses %s', (input, rule, why) => {
    const error = refusal(() => checkSourceUrl(input, rule));
    expect(error.reason).toBe('refused');
    expect(error.message).toContain(why);
  });

  it('follows a redirect within the company site, never to a look-alike or another platform', () => {
    const from = new URL('https://acme.appfolio.com/listings');
    expect(checkRedirectUrl('/listings?x=1', from, appfolioHosts).href).toBe('https://acme.appfolio.com/listings?x=1');
    expect(checkRedirectUrl('https://www.appfolio.com/page-not-found', from, appfolioHosts).host).toBe(
      'www.appfolio.com',
    );
    for (const location of [
      'https://acme.appfolio.com.evil.example/',
      'http://acme.appfolio.com/listings',
      '//169.254.169.254/latest/meta-data/',
      'https://acme.rentvine.com/',
    ]) {
      expect(refusal(() => checkRedirectUrl(location, from, appfolioHosts)).reason).toBe('refused');
    }
  });
});
