// The origin's routes come from the call table (lib/protocol/call-table.ts): every declared call
// is registered here, once. A call with a handler gets its payload checked against the call's
// schema (4000 with the field's Chinese tip, never a 500), and in tests and dev its answer
// checked against the answer schema; a call without one answers 4040 功能暂未开放 by itself;
// the strip calls are refused for good.
import type { Hono, MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import * as v from 'valibot';

import type { CallDef } from '@/lib/protocol/call';
import {
  CALL_TABLE,
  type CallChunk,
  type CallName,
  type CallOf,
  type CallOutput,
  type CallPayload,
  type StreamCallName,
} from '@/lib/protocol/call-table';
import { CODES, TIPS } from '@/lib/protocol/codes';
import { firstTip } from '@/lib/protocol/fields';

import type { Session } from '../services/account/sessions';
import { reply, sendEnvelope, type OriginContext, type OriginEnv } from './context';
import { ApiError, badInput } from './envelope';
import { streamReply, type StreamPlan } from './stream';

type SessionOf<N extends CallName> = CallOf<N>['access'] extends 'secure'
  ? Session
  : Session | null;

export type HandlerContext<N extends CallName> = {
  /** The payload after the call's schema: typed, unknown fields dropped. */
  input: CallPayload<N>;
  /** The caller's session: always there on a secure call. */
  session: SessionOf<N>;
  c: OriginContext;
};

/** A stream call's handler answers the work that streams, once its refusals are thrown. */
type Answer<N extends CallName> = N extends StreamCallName
  ? StreamPlan<CallChunk<N>, CallOutput<N>>
  : CallOutput<N>;

/** Answers `data` of a 200; a refusal is thrown (ApiError, with data when the call expects it). */
export type Handler<N extends CallName> = (
  context: HandlerContext<N>,
) => Promise<Answer<N>> | Answer<N>;

export type Handlers = { [N in CallName]?: Handler<N> };

export type RouteOptions = {
  logger: Logger;
  /** Check every answer against its schema (tests and dev): a drift is a 5000 and a log line. */
  checkAnswers: boolean;
  /** Runs after validation, before the handler (the per-device limit reads the payload). */
  afterValidation: MiddlewareHandler<OriginEnv>;
};

function validate(call: CallDef): MiddlewareHandler<OriginEnv> {
  return async (c, next) => {
    // The web server's own identity reads the public catalogue and nothing else.
    if (c.get('session')?.kind === 'service' && !call.serviceRead) {
      throw new ApiError(CODES.forbidden, '服务身份不能调用此接口', {
        detail: `service: ${call.name}`,
      });
    }
    const result = v.safeParse(call.request, c.get('payload'));
    if (!result.success)
      throw badInput(firstTip(call.request, result.issues), `${call.name}: bad payload`);
    c.set('input', result.output as Record<string, unknown>);
    await next();
  };
}

/** The answer's data against the call's schema; a drift is the origin's bug, never the caller's. */
export function checkAnswer(
  call: CallDef,
  data: unknown,
  logger: Logger,
  schema: v.GenericSchema = call.response,
): void {
  const result = v.safeParse(schema, data);
  if (result.success) return;
  const issue = result.issues[0];
  const where = issue?.path?.map((p) => String(p.key)).join('.') ?? '';
  logger.error(
    { call: call.name, where, message: issue?.message },
    'answer does not match its schema',
  );
  throw new Error(`${call.name}: answer does not match its schema at "${where}"`);
}

function handle(call: CallDef, handler: Handler<CallName>, options: RouteOptions) {
  return async (c: OriginContext) => {
    let data: unknown;
    try {
      data = await handler({
        input: c.get('input') as never,
        session: c.get('session') as never,
        c,
      });
    } catch (error) {
      // A refusal that carries data (media/play's 4030 PlayInfo) carries the answer's shape.
      if (options.checkAnswers && error instanceof ApiError && error.data !== null) {
        checkAnswer(call, error.data, options.logger);
      }
      throw error;
    }
    if (call.stream) {
      const check = (schema: 'chunk' | 'end', value: unknown) =>
        checkAnswer(call, value, options.logger, schema === 'chunk' ? call.chunk : call.response);
      return streamReply(c, call, data as StreamPlan<unknown, unknown>, {
        logger: options.logger,
        check: options.checkAnswers ? check : undefined,
      });
    }
    if (options.checkAnswers) checkAnswer(call, data, options.logger);
    return reply(c, data);
  };
}

function notOpen(c: OriginContext) {
  return sendEnvelope(
    c,
    { code: CODES.notFound, data: null, tip: TIPS.notOpen, msg: 'not_open' },
    404,
  );
}

function refused(c: OriginContext) {
  return sendEnvelope(
    c,
    { code: CODES.notFound, data: null, tip: TIPS.notOffered, msg: 'not_offered' },
    404,
  );
}

/** Registers every call of the table on `app`: built, not open yet, or refused. */
export function registerCalls(app: Hono<OriginEnv>, handlers: Handlers, options: RouteOptions) {
  for (const call of CALL_TABLE) {
    const path = `/api/app/${call.path}`;
    // any method /api/app/aiOrder/strip/* – refused for good, whatever later issues build
    if (call.refused) app.all(path, refused);
    else {
      const handler = handlers[call.name as CallName] as Handler<CallName> | undefined;
      if (!handler) app.on(call.method, path, notOpen);
      else {
        const run = handle(call, handler, options);
        app.on(call.method, path, validate(call), options.afterValidation, run);
      }
    }
  }
}

/** The names of the calls that have a handler, for the table's tests. */
export function builtCalls(handlers: Handlers): string[] {
  return Object.keys(handlers).sort();
}
