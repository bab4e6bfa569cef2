// The envelope for every failure: known refusals with their code and tip, anything else 5000.
// Never a stack trace and never HTML, whatever was thrown.
import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';

import { CODES, TIPS } from '@/lib/protocol/codes';
import { ApiError } from './envelope';
import { sendEnvelope, type OriginEnv } from './context';

export function errorHandler(logger: Logger): ErrorHandler<OriginEnv> {
  return (error, c) => {
    if (error instanceof ApiError) {
      const headers: Record<string, string> = {};
      if (error.retryAfter !== undefined) headers['retry-after'] = String(error.retryAfter);
      return sendEnvelope(c, error.envelope, error.status, headers);
    }
    if (error instanceof HTTPException && error.status === 413) {
      // body-limit.ts: the connection closes after this answer when the body is still arriving.
      return sendEnvelope(
        c,
        { code: CODES.badInput, data: null, tip: TIPS.tooLarge, msg: 'payload_too_large' },
        413,
      );
    }
    logger.error({ err: error, method: c.req.method, path: c.req.path }, 'unhandled origin error');
    const fallback = new ApiError(CODES.originError);
    return sendEnvelope(c, fallback.envelope, fallback.status);
  };
}

export const notFoundHandler: NotFoundHandler<OriginEnv> = (c) =>
  sendEnvelope(
    c,
    { code: CODES.notFound, data: null, tip: TIPS.unknownPath, msg: 'not_found' },
    404,
  );
