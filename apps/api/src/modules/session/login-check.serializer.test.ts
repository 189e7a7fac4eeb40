import { type LoginCheckResponse, loginCheckResponseSchema, type WidgetType } from '@widgetry/contracts';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { createLoginCheckSerializer } from './login-check.serializer';

function type(name: WidgetType['name'], displayName: string): WidgetType {
  return {
    id: `0b4c5e0e-0000-4000-8000-00000000000${name.length % 10}`,
    name,
    displayName,
    desc: `about ${name}`,
    category: 'misc',
    price: 0,
    bannerImage: '',
    iconImage: '',
    scripts: { main: `${name}.js`, lib: '' },
    stripePriceId: '',
    stripeProductId: '',
  };
}
const frozen = (types: WidgetType[]) =>
  types.map((one) => Object.freeze({ ...one, scripts: Object.freeze(one.scripts) }));

const user = {
  id: '6f1d9a3e-2b7c-4e8f-9a0b-1c2d3e4f5a6b',
  displayName: 'Casey',
  email: 'casey@example.com',
  emailVerified: true,
  userRole: 'customer',
  createdAt: '2025-01-01T00:00:00.000Z',
} as LoginCheckResponse['user'];

/** What the default serializer (fastify-type-provider-zod) answers. */
const byContract = (payload: unknown) => JSON.stringify(loginCheckResponseSchema.parse(payload));

describe('login check serializer', () => {
  const serializer = () => createLoginCheckSerializer({ method: 'GET', url: '/' });

  it('answers exactly what the contract serializer answers, signed in and signed out', () => {
    const serialize = serializer();
    const widgetTypes = frozen([type('prorated', 'Prorated'), type('yelp', 'Yelp')]);
    for (const payload of [
      { user, widgetTypes, isUserLoggedIn: true },
      { user: null, widgetTypes, isUserLoggedIn: false },
      { user, widgetTypes, isUserLoggedIn: true },
    ]) {
      expect(serialize(payload)).toBe(byContract(payload));
    }
  });

  it('drops fields the contract does not have, from the user and from the types', () => {
    const serialize = serializer();
    const leaky = { ...user, passwordHash: 'argon2-secret', tokenVersion: 3 } as LoginCheckResponse['user'];
    const widgetTypes = frozen([{ ...type('prorated', 'Prorated'), internal: 'x' } as WidgetType]);
    const body = serialize({ user: leaky, widgetTypes, isUserLoggedIn: true });
    expect(body).not.toContain('argon2-secret');
    expect(body).not.toContain('tokenVersion');
    expect(body).not.toContain('internal');
    expect(body).toBe(byContract({ user: leaky, widgetTypes, isUserLoggedIn: true }));
  });

  it('follows a changed catalogue: new type objects, or types that are not frozen', () => {
    const serialize = serializer();
    serialize({ user: null, widgetTypes: frozen([type('prorated', 'Prorated')]), isUserLoggedIn: false });
    const renamed = frozen([type('prorated', 'Prorated (new)')]);
    expect(
      JSON.parse(serialize({ user: null, widgetTypes: renamed, isUserLoggedIn: false })).widgetTypes[0],
    ).toMatchObject({ displayName: 'Prorated (new)' });
    const loose = [type('yelp', 'Yelp')];
    serialize({ user: null, widgetTypes: loose, isUserLoggedIn: false });
    loose[0] = { ...type('yelp', 'Yelp (changed in place)') };
    expect(serialize({ user: null, widgetTypes: loose, isUserLoggedIn: false })).toContain('Yelp (changed in place)');
  });

  it('refuses an answer outside the contract, as the contract serializer does', () => {
    const serialize = serializer();
    const bad = {
      user: { ...user, email: 42 },
      widgetTypes: [],
      isUserLoggedIn: true,
    } as unknown as LoginCheckResponse;
    let thrown: unknown;
    try {
      serialize(bad);
    } catch (error) {
      thrown = error;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
  });
});
