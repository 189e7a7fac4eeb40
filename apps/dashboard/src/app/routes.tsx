import { type ComponentType, lazy } from 'react';
import type { RouteObject } from 'react-router';
import { AuthPage } from '../features/auth/auth.page';
import { CatalogPage } from '../features/catalog/catalog.page';
import { HomePage } from '../features/home/home.page';
import { NotFoundPage } from '../features/shell/not-found.page';
import { RequireAdmin } from './guards/require-admin.guard';
import { RequireAuth } from './guards/require-auth.guard';
import { RequireGuest } from './guards/require-guest.guard';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './layout/route-error';

/** Code-splits a page by its named export; each becomes its own chunk, out of the initial bundle. */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const EditorPage = lazyPage(() => import('../features/editor/editor.page'), 'EditorPage');
const PreviewPage = lazyPage(() => import('../features/preview/preview.page'), 'PreviewPage');
const AccountPage = lazyPage(() => import('../features/account/account.page'), 'AccountPage');
const SubscriptionPage = lazyPage(() => import('../features/subscription/subscription.page'), 'SubscriptionPage');
const VerifyEmailPage = lazyPage(() => import('../features/verify-email/verify-email.page'), 'VerifyEmailPage');
const AdminPage = lazyPage(() => import('../features/admin/admin.page'), 'AdminPage');
const AbcPage = lazyPage(() => import('../features/abc/abc.page'), 'AbcPage');
const ResetPasswordPage = lazyPage(() => import('../features/auth/reset-password.page'), 'ResetPasswordPage');

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
          { index: true, element: <AuthPage /> },
          { path: 'register', element: <AuthPage /> },
          { path: 'resetPassword', element: <ResetPasswordPage /> },
        ],
      },
      {
        element: <RequireAuth redirectTo="/" />,
        children: [
          { path: 'home', element: <HomePage /> },
          { path: 'preview', element: <PreviewPage /> },
          { path: 'subscription', element: <SubscriptionPage /> },
        ],
      },
      {
        element: <RequireAuth redirectTo="/register" />,
        children: [
          { path: 'account', element: <AccountPage /> },
          { path: 'abc', element: <AbcPage /> },
        ],
      },
      {
        element: <RequireAdmin redirectTo="/home" signedOutRedirectTo="/" />,
        children: [{ path: 'devadmin/*', element: <AdminPage /> }],
      },
      { path: 'catalog', element: <CatalogPage /> },
      { path: 'editor', element: <EditorPage /> },
      { path: 'verify-email', element: <VerifyEmailPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
