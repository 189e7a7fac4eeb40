export { launchBrowser } from './browser';
export {
  freePort,
  type RunningServer,
  serve,
  serveCustomerSite,
  serveStubEmbedApi,
  startWidgetHost,
} from './servers';
