import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AccessLogController } from './access-log';

async function appLogging(disableRequestLogging: boolean) {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
    logController: new AccessLogController({ disableRequestLogging }),
  });
  app.get('/things/:id', async () => ({ ok: true }));
  app.get('/quiet', { config: { accessLog: false } }, async (request) => {
    request.log.warn('said by the handler');
    return { ok: true };
  });
  await app.ready();
  return { app, lines };
}

describe('AccessLogController', () => {
  it('writes one line per request, with the request, the status and the time taken', async () => {
    const { app, lines } = await appLogging(false);
    await app.inject({ method: 'GET', url: '/things/7?page=2', remoteAddress: '203.0.113.9' });
    await app.inject({ method: 'GET', url: '/nowhere' });
    await app.close();

    const requests = lines.filter((line) => line.req !== undefined);
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/things/7?page=2', remoteAddress: '203.0.113.9' },
      res: { statusCode: 200 },
    });
    expect(requests[0]?.responseTime).toEqual(expect.any(Number));
    expect(requests[1]).toMatchObject({ req: { url: '/nowhere' }, res: { statusCode: 404 } });
    expect(lines.map((line) => line.msg)).not.toContain('incoming request');
  });

  it('writes nothing per request when request logging is off', async () => {
    const { app, lines } = await appLogging(true);
    await app.inject({ method: 'GET', url: '/things/7' });
    await app.close();
    expect(lines.filter((line) => line.req !== undefined || line.res !== undefined)).toEqual([]);
  });

  it('writes no line for the answers of a route with accessLog: false, whose own lines still show', async () => {
    const { app, lines } = await appLogging(false);
    await app.inject({ method: 'GET', url: '/quiet' });
    await app.inject({ method: 'GET', url: '/things/7' });
    await app.close();
    expect(lines.filter((line) => line.msg === 'request completed').map((line) => line.req)).toEqual([
      expect.objectContaining({ url: '/things/7' }),
    ]);
    expect(lines).toContainEqual(expect.objectContaining({ level: 40, msg: 'said by the handler' }));
  });
});
