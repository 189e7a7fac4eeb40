import { defaultSettings } from '@widgetry/contracts';
import { describe, expect, it } from 'vitest';
import { withDefaultMapsKey } from './listing-maps-key';

const appfolio = { ...defaultSettings('appfolio'), appfolioUrl: 'https://acme.appfolio.com/listings' };

describe('withDefaultMapsKey (GOOGLE_MAPS_API_KEY)', () => {
  it('serves the default key to a listing widget without its own, leaving the given settings as they were', () => {
    const served = withDefaultMapsKey('appfolio', appfolio, 'AIza-default');
    expect(served).toEqual({ ...appfolio, clientGmapApi: 'AIza-default' });
    expect(appfolio.clientGmapApi).toBe('');
    const rentvine = { ...defaultSettings('rentvine'), rentvineUrl: 'https://acme.rentvine.com/' };
    expect(withDefaultMapsKey('rentvine', rentvine, 'AIza-default')).toMatchObject({ clientGmapApi: 'AIza-default' });
  });

  it("keeps the widget's own key", () => {
    const own = { ...appfolio, clientGmapApi: 'AIza-own' };
    expect(withDefaultMapsKey('appfolio', own, 'AIza-default')).toBe(own);
  });

  it('changes nothing without a default, for another type, or for settings that are no object', () => {
    expect(withDefaultMapsKey('appfolio', appfolio, undefined)).toBe(appfolio);
    expect(withDefaultMapsKey('appfolio', appfolio, '  ')).toBe(appfolio);
    const trustpilot = defaultSettings('trustpilot');
    expect(withDefaultMapsKey('trustpilot', trustpilot, 'AIza-default')).toBe(trustpilot);
    expect(withDefaultMapsKey('appfolio', null, 'AIza-default')).toBeNull();
  });
});
