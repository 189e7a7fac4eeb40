import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

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
    else reply.log.info(line, 'request completed');
  }
}
