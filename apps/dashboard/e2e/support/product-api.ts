import {
  adminUsersResponseSchema,
  authResponseSchema,
  availableWidgetsResponseSchema,
  type WidgetTypeName,
  widgetResponseSchema,
} from '@widgetry/contracts';

// The product's API for a browser test's set-up and clean-up, as an admin: the customer a test
// signed up, Add Manual Order for a paid type (so no checkout is needed), the dev seed routes that
// fill a source's cache (the machine has no internet), and the deletes afterwards.

export interface AdminApi {
  /** Any call as the admin; the answer as it came. */
  request(path: string, init: { method: string; body?: unknown }): Promise<Response>;
  /** The id of the account with this email. */
  userId(email: string): Promise<string>;
  /** Add Manual Order: an active widget of `type` with these settings, for the customer; its id. */
  createWidget(order: { type: WidgetTypeName; userId: string; title: string; settings: unknown }): Promise<string>;
  /** POST /dev/sources/listings: stores `data` as a good read of the widget's listings source. */
  seedListings(widgetId: string, data: unknown): Promise<Response>;
  deleteWidget(id: string): Promise<void>;
  deleteUser(id: string): Promise<void>;
}

export async function adminApi(apiUrl: string, credentials: { email: string; password: string }): Promise<AdminApi> {
  const login = await fetch(`${apiUrl}/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const { token } = authResponseSchema.parse(await login.json());

  const request = (path: string, init: { method: string; body?: unknown }) =>
    fetch(`${apiUrl}${path}`, {
      method: init.method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });

  const json = async (path: string, init: { method: string; body?: unknown }): Promise<unknown> => {
    const response = await request(path, init);
    if (!response.ok) throw new Error(`${init.method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };

  return {
    request,
    async userId(email) {
      const { users } = adminUsersResponseSchema.parse(
        await json(`/devadmin/user?search=${encodeURIComponent(email)}`, { method: 'GET' }),
      );
      const user = users.find((candidate) => candidate.email === email);
      if (!user) throw new Error(`the admin cannot find ${email}`);
      return user.id;
    },
    async createWidget({ type, userId, title, settings }) {
      const { availableWidgets } = availableWidgetsResponseSchema.parse(
        await json('/devadmin/availableWidget', { method: 'GET' }),
      );
      const found = availableWidgets.find((candidate) => candidate.name === type);
      if (!found) throw new Error(`the catalogue has no ${type} type`);
      const { widget } = widgetResponseSchema.parse(
        await json('/widget/', {
          method: 'POST',
          body: {
            widget: {
              title,
              widgetType: found.id,
              userId,
              subStatus: 'active',
              htmlData: { [type]: settings },
              payment: [],
            },
          },
        }),
      );
      return widget.id;
    },
    seedListings: (widgetId, data) => request('/dev/sources/listings', { method: 'POST', body: { widgetId, data } }),
    async deleteWidget(id) {
      await request(`/devadmin/widget/${id}`, { method: 'DELETE' });
    },
    async deleteUser(id) {
      await request(`/devadmin/user/${id}`, { method: 'DELETE' });
    },
  };
}
