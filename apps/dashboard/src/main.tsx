import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { createAppApiClient } from './app/app-api';
import { createQueryClient } from './app/providers';
import { routes } from './app/routes';
import { readRuntimeConfig } from './lib/runtime-config';
import './app/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const config = readRuntimeConfig();
const queryClient = createQueryClient();
createRoot(root).render(
  <StrictMode>
    <App
      api={createAppApiClient(config.apiUrl, queryClient)}
      config={config}
      queryClient={queryClient}
      router={createBrowserRouter(routes)}
    />
  </StrictMode>,
);
