import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { redactSecrets } from './redact';

/**
 * The readable log's request lines (LOG_FORMAT=pretty): one line per request when it ends,
 * `GET /api/hotels 200 12 ms`, instead of Fastify's 'incoming request' and 'request
 * completed' entries. URLs are logged with their secrets blanked out (redact.ts).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const line = `${request.method} ${redactSecrets(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}
