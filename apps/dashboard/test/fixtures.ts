import {
  ADMIN_COLLECTIONS,
  type ImpersonationResponse,
  OUTBOX_COLLECTION,
  type PaymentMethod,
  type User,
  type WidgetType,
} from '@widgetry/contracts';
import { HttpResponse, http } from 'msw';

/** The API origin tests aim the client at; msw answers for it. */
export const API_URL = 'http://api.test';

export const customer: User = {
  id: 'u-customer',
  displayName: 'Casey Customer',
  email: 'casey@example.com',
  emailVerified: true,
  userRole: 'customer',
};

export const admin: User = {
  id: 'u-admin',
  displayName: 'Ada Admin',
  email: 'ada@example.com',
  emailVerified: true,
  userRole: 'admin',
};

export const yelpType: WidgetType = {
  id: 'wt-yelp',
  name: 'yelp',
  displayName: 'Yelp Reviews',
  desc: 'Show your Yelp reviews.',
  category: 'reviews',
  price: 5,
  bannerImage: '',
  iconImage: '',
  scripts: { main: 'yelp', lib: '' },
  stripePriceId: '',
  stripeProductId: '',
};

export type Viewer = 'visitor' | 'customer' | 'admin';

export function userFor(viewer: Viewer): User | null {
  return viewer === 'visitor' ? null : viewer === 'customer' ? customer : admin;
}

/**
 * `GET /` as the API answers it: the user belonging to the bearer token, if any. A request
 * without a token is a visitor whatever `viewer` says, as on the real server.
 */
export function loginCheckHandler(viewer: Viewer) {
  return http.get(`${API_URL}/`, ({ request }) => {
    const user = request.headers.get('Authorization') ? userFor(viewer) : null;
    return HttpResponse.json({ user, widgetTypes: [yelpType], isUserLoggedIn: user !== null });
  });
}

/** Puts a token in storage as a signed-in browser would have it. */
export function storeTokenFor(viewer: Viewer): void {
  const user = userFor(viewer);
  if (!user) return;
  localStorage.setItem('token', `token-${user.id}`);
  localStorage.setItem('userId', user.id);
}

/** `GET /user/profile` for the user the bearer token belongs to, as the API answers it. */
export function profileHandler(viewer: Viewer, overrides: Partial<User> = {}) {
  return http.get(`${API_URL}/user/profile`, ({ request }) => {
    const user = request.headers.get('Authorization') ? userFor(viewer) : null;
    if (!user) return HttpResponse.json({ error: 'Please sign in to continue.' }, { status: 401 });
    return HttpResponse.json({ user: { ...user, ...overrides } });
  });
}

/**
 * `GET /devadmin` (the collections; the admin menu asks it): `outbox` says whether the API keeps a
 * dev outbox and so lists it.
 */
export function collectionsHandler({ outbox }: { outbox: boolean }) {
  const collections: string[] = [...ADMIN_COLLECTIONS, ...(outbox ? [OUTBOX_COLLECTION] : [])];
  return http.get(`${API_URL}/devadmin`, () => HttpResponse.json({ collections }));
}

/** An API without an outbox (SMTP configured): GET /devadmin does not list one. */
export function noOutboxHandler() {
  return collectionsHandler({ outbox: false });
}

/** `GET /paymentMethod` with these saved cards: the account page lists them. */
export function paymentMethodsHandler(paymentMethods: PaymentMethod[] = []) {
  return http.get(`${API_URL}/paymentMethod`, () => HttpResponse.json({ paymentMethods }));
}

/** `GET /subscription` of a customer without subscriptions: the subscription page lists them. */
export function noSubscriptionsHandler() {
  return http.get(`${API_URL}/subscription`, () => HttpResponse.json({ data: [] }));
}

/**
 * GET /devadmin/user/{id} as the API answers it (spec 003 §7 "user with token"): the user with the
 * session token inside, typed by the contract so a mock cannot drift from the real answer.
 */
export function impersonationAnswer(user: User, token: string): ImpersonationResponse {
  return { user: { ...user, token } };
}
