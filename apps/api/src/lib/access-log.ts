import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: no line for a route's successful answers (failures are still logged). For the public
     * routes every page view of every customer's site reaches: a line each would cost more than
     * the answer. A route-level `logLevel` would do the same but costs more per request: pino
     * rebuilds every log method of a child logger whose level differs from its parent's.
     */
    accessLog?: false;
  }
}

/**
 * Fastify logs two lines per request (one when it arrives, one when it is answered). Production
 * writes them for every request, and under load those writes were a fifth of a signed-in read's
 * cost (issue 15's benchmark). One line per request, written when it is answered, carries the
 * same facts: the request (method, url, client), the status and the time taken.
 */
export class AccessLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (request.routeOptions.config.accessLog !== false) reply.log.info(line, 'request completed');
  }
}
