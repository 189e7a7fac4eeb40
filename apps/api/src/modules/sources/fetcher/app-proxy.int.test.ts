import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../../../test-support/database-targets';
import { createTestApp, type TestContext, testConfig } from '../../../test-support/test-app';
import { type ConnectProxy, startConnectProxy } from './connect-proxy.fixtures';
import { type SourceTestServer, startSourceTestServer } from './source-server.fixtures';

// SOURCES_PROXY_URL from the environment to the app's own fetcher: an editor's preview of a
// Trustpilot widget reads the profile through the proxy. The proxy sends the tunnel to the local
// TLS server, whose test CA is added to Node's default trust as NODE_EXTRA_CA_CERTS would.

const PROFILE = 'https://www.trustpilot.com/review/acme-widgets.com';

describe('the app with SOURCES_PROXY_URL', () => {
  let ctx: TestContext;
  let server: SourceTestServer;
  let proxy: ConnectProxy;
  let defaultCAs: string[];

  beforeAll(async () => {
    server = await startSourceTestServer();
    server.answer((_request, response) => response.writeHead(403).end('blocked'));
    proxy = await startConnectProxy({
      routes: { 'www.trustpilot.com:443': server.port },
      credentials: { username: 'widgetry', password: 'secret' },
    });
    defaultCAs = getCACertificates('default');
    setDefaultCACertificates([...defaultCAs, server.ca]);
    const [pglite] = databaseTargets();
    if (pglite === undefined) throw new Error('no database target');
    const config = testConfig({ SOURCES_PROXY_URL: `http://widgetry:secret@127.0.0.1:${proxy.port}` });
    // No fetcher given: the app builds its own from the configuration, as in production.
    ctx = await createTestApp(pglite, config, { sources: {} });
  });
  afterAll(async () => {
    setDefaultCACertificates(defaultCAs);
    await ctx?.close();
    await Promise.all([server?.close(), proxy?.close()]);
  });

  it('reads a source through the proxy', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/widget/preview/',
      payload: {
        widget: { widgetType: { name: 'trustpilot' }, htmlData: { trustpilot: { url: PROFILE } }, isUrlChanged: true },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(proxy.connects[0]).toEqual({
      target: 'www.trustpilot.com:443',
      proxyAuthorization: `Basic ${Buffer.from('widgetry:secret').toString('base64')}`,
    });
    expect(server.requests[0]).toMatchObject({ host: 'www.trustpilot.com' });
    expect(server.requests[0]?.path).toMatch(/^\/review\/acme-widgets\.com/);
  });
});
