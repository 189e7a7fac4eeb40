import { type ComponentType, lazy } from 'react';
import { type RouteObject, useSearchParams } from 'react-router';
import { AuthPage } from '../features/auth/auth.page';
import { NotFoundPage } from '../features/shell/not-found.page';
import { RequireAdmin } from './guards/require-admin.guard';
import { RequireAuth } from './guards/require-auth.guard';
import { RequireGuest } from './guards/require-guest.guard';
import { AppLayout } from './layout/app-layout';
import type { PrefetchHandle } from './layout/prefetch-next';
import { RouteError } from './layout/route-error';
import type { RouteTitleHandle } from './layout/route-title';
import { useAuthTitle } from './layout/route-titles';
import { SessionReachable } from './layout/session-reachable';

/** Code-splits a page by its named export; each becomes its own chunk, out of the initial bundle. */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

/**
 * Each code-split page's chunk, by the first segment of its route's path. The router's lazy pages
 * load from here, and so does the first script (preloadPageAt) for the page it was opened at.
 * The Dashboard is split too: its cards' popups (install, installations, rename) are most of its
 * weight, and a visitor's first page (sign-up, the catalogue) never needs them.
 */
const pageChunks = {
  home: () => import('../features/home/home.page'),
  catalog: () => import('../features/catalog/catalog.page'),
  editor: () => import('../features/editor/editor.page'),
  preview: () => import('../features/preview/preview.page'),
  insights: () => import('../features/insights/insights.page'),
  account: () => import('../features/account/account.page'),
  subscription: () => import('../features/subscription/subscription.page'),
  'verify-email': () => import('../features/verify-email/verify-email.page'),
  devadmin: () => import('../features/admin/admin.page'),
  resetPassword: () => import('../features/auth/reset-password.page'),
  abc: () => import('../ui/coming-soon/coming-soon'),
} satisfies Record<string, () => Promise<unknown>>;

/**
 * Asks now for the chunk of the page at `pathname`, if it has one of its own, beside the login
 * check, rather than once the first render (a phone's slowest task before the first paint) has
 * reached its route: on a phone the page's largest paint waited for both in turn (issue 28). A
 * failure is left to the route, whose lazy import asks again and shows it.
 */
export function preloadPageAt(pathname: string): Promise<unknown> | undefined {
  const segment = pathname.split('/')[1] ?? '';
  const load = Object.hasOwn(pageChunks, segment) ? pageChunks[segment as keyof typeof pageChunks] : undefined;
  const loading = load?.();
  loading?.catch(() => undefined);
  return loading;
}

const HomePage = lazyPage(pageChunks.home, 'HomePage');
const CatalogPage = lazyPage(pageChunks.catalog, 'CatalogPage');
const EditorPage = lazyPage(pageChunks.editor, 'EditorPage');
const PreviewPage = lazyPage(pageChunks.preview, 'PreviewPage');
const InsightsPage = lazyPage(pageChunks.insights, 'InsightsPage');
const AccountPage = lazyPage(pageChunks.account, 'AccountPage');
const SubscriptionPage = lazyPage(pageChunks.subscription, 'SubscriptionPage');
const VerifyEmailPage = lazyPage(pageChunks['verify-email'], 'VerifyEmailPage');
const AdminPage = lazyPage(pageChunks.devadmin, 'AdminPage');
// /abc is a signed-in route the spec lists without content (spec 000 §2, 003 §2): the router alone
// holds it, with the shared Coming soon card, in its own small chunk like every other page.
const AbcPage = lazy(() =>
  pageChunks.abc().then(({ ComingSoon }) => ({
    default: () => <ComingSoon title="ABC">This page has no content yet.</ComingSoon>,
  })),
);
const ResetPasswordPage = lazyPage(pageChunks.resetPassword, 'ResetPasswordPage');

/** A route's document title (read by AppLayout), for pages that do not set their own. */
const titled = (title: RouteTitleHandle['title']): RouteTitleHandle => ({ title });
/**
 * The page a visitor most likely opens next, fetched when this one is on screen and idle: the
 * Dashboard after signing up or in. Only that one chunk. Not the editor from the catalogue: its
 * chunk (zod, every type's schema and panel) cost the catalogue 3-8 points of Lighthouse's phone
 * score (LCP +0.3 s, TBT +200 ms), so it waits for the click.
 */
const next = (prefetch: PrefetchHandle['prefetch']): PrefetchHandle => ({ prefetch });

/**
 * The auth screen, remounted when ?mode changes: the header's Sign in link must open the sign-in
 * panel even while the sign-up panel is showing, and the page reads the mode only when it mounts.
 */
function AuthScreen() {
  const [searchParams] = useSearchParams();
  return <AuthPage key={searchParams.get('mode') ?? 'signup'} />;
}

/**
 * The route table of spec 000 §2 and 003 §2. One guard per access rule wraps its routes; a
 * protected page opened while signed out goes to /, except /account and /abc which go to /register.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <RequireGuest redirectTo="/home" />,
        children: [
          { index: true, element: <AuthScreen />, handle: { ...titled(useAuthTitle), ...next(pageChunks.home) } },
          { path: 'register', element: <AuthScreen />, handle: { ...titled(useAuthTitle), ...next(pageChunks.home) } },
          { path: 'resetPassword', element: <ResetPasswordPage />, handle: titled('Reset Password') },
        ],
      },
      {
        // A failed login check must not read as "signed out" on a signed-in page: the guards
        // below would send the user to sign up. It says the server cannot be reached instead.
        element: <SessionReachable />,
        children: [
          {
            element: <RequireAuth redirectTo="/" />,
            children: [
              { path: 'home', element: <HomePage /> },
              { path: 'insights', element: <InsightsPage /> },
              { path: 'preview', element: <PreviewPage />, handle: titled('Preview') },
              { path: 'subscription', element: <SubscriptionPage />, handle: titled('Subscriptions') },
            ],
          },
          {
            element: <RequireAuth redirectTo="/register" />,
            children: [
              { path: 'account', element: <AccountPage />, handle: titled('Profile') },
              { path: 'abc', element: <AbcPage />, handle: titled('ABC') },
            ],
          },
          {
            element: <RequireAdmin redirectTo="/home" signedOutRedirectTo="/" />,
            children: [{ path: 'devadmin/*', element: <AdminPage />, handle: titled('Backend Admin') }],
          },
        ],
      },
      {
        // Public, but both read the widget types from the login check: when it did not reach the
        // server, "not in the Widget Library" or "No widgets are available" would be untrue.
        element: <SessionReachable />,
        children: [
          { path: 'catalog', element: <CatalogPage /> },
          { path: 'editor', element: <EditorPage /> },
        ],
      },
      { path: 'verify-email', element: <VerifyEmailPage />, handle: titled('Verify your email') },
      { path: '*', element: <NotFoundPage />, handle: titled('Page not found') },
    ],
  },
];
