import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { createAppApiClient } from './app/app-api';
import { createQueryClient, startSessionCheck } from './app/providers';
import { routes } from './app/routes';
import { readRuntimeConfig } from './lib/runtime-config';
import { preloadNewWidgetEditor } from './lib/widget-editor/widget-editor-query';
import './app/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const config = readRuntimeConfig();
const queryClient = createQueryClient();
const api = createAppApiClient(config.apiUrl, queryClient);
preloadNewWidgetEditor(queryClient, startSessionCheck(queryClient, api));
// Opened at /editor, the page's own chunk is asked for now, beside the login check, rather than
// once the first render (a phone's slowest task before the first paint) has reached its route.
if (window.location.pathname === '/editor') import('./features/editor/editor.page').catch(() => undefined);
createRoot(root).render(
  <StrictMode>
    <App api={api} config={config} queryClient={queryClient} router={createBrowserRouter(routes)} />
  </StrictMode>,
);
