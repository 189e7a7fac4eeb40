import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { createAppApiClient } from './app/app-api';
import { createQueryClient, startSessionCheck } from './app/providers';
import { preloadPageAt, routes } from './app/routes';
import { readRuntimeConfig } from './lib/runtime-config';
import { preloadNewWidgetEditor } from './lib/widget-editor/widget-editor-query';
import './app/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const config = readRuntimeConfig();
const queryClient = createQueryClient();
const api = createAppApiClient(config.apiUrl, queryClient);
preloadNewWidgetEditor(queryClient, startSessionCheck(queryClient, api));
preloadPageAt(window.location.pathname);
createRoot(root).render(
  <StrictMode>
    <App api={api} config={config} queryClient={queryClient} router={createBrowserRouter(routes)} />
  </StrictMode>,
);
