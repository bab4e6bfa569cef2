// What a call of the §7 table is: its path and method, who may make it, whether its body is
// sealed, and the schemas of its payload and its answer. lib/protocol/call-table.ts declares
// every call once with this; the BFF, the origin, the browser hooks and docs/protocol.md read it.
import * as v from 'valibot';

import { codeInfo } from './codes';

export type HttpMethod = 'GET' | 'POST';

/**
 * public: the token is optional and used when valid. secure: a live token is required (1000).
 * token-if-present: secure by §7 but made before the first guest login (the config): no token
 * is fine, a dead one is 1000.
 */
export type Access = 'public' | 'secure' | 'token-if-present';

type AnySchema = v.GenericSchema;

export type CallSpec<
  Req extends AnySchema,
  Res extends AnySchema,
  A extends Access = Access,
  M extends HttpMethod = HttpMethod,
  C extends AnySchema = AnySchema,
  S extends boolean = boolean,
> = {
  /** The §7 area, as the protocol doc's table names it. */
  area: string;
  method?: M;
  /** Under /api/app; defaults to the call's name. */
  path?: string;
  access: A;
  /** multipart/form-data instead of JSON. */
  form?: boolean;
  /** Never built: the origin refuses it for good (undressing photos of people). */
  refused?: boolean;
  /** The payload (JSON body, or the query of a GET); unknown fields are dropped. */
  request?: Req;
  /** `data` of a 200 answer; for a stream call, `data` of its `end` event. */
  response?: Res;
  /**
   * Answered as server-sent events (docs/protocol.md "Streaming"): `chunk` events, then one
   * `end` (or `error`), each event's data an envelope. Refusals before the stream starts are
   * ordinary JSON envelopes. POST with a JSON body only.
   */
  stream?: S;
  /** For a stream call: `data` of each `chunk` event. */
  chunk?: C;
  /** Codes besides 200 whose answer is an expected outcome the caller reads (e.g. 4010). */
  expects?: readonly number[];
  /**
   * The HTTP status is part of the answer (the chunk target's 200/201/202 and its permanent
   * 404/415/500/501, §5): the BFF relays the origin's status as it is, refusals included.
   */
  relaysStatus?: boolean;
  /**
   * Public catalogue data, the same for everyone: the web server's own identity may read it
   * to render a first screen (no other call answers that identity).
   */
  serviceRead?: boolean;
  /**
   * A second send has no effect beyond the first (a POST that only reads, or a write the origin
   * makes idempotent): the BFF may resend it, signed afresh, when the balancer lost the first
   * (docs/deploy.md "Failover"). Every GET is; an upload or a stream never.
   */
  repeatable?: boolean;
  /** For the protocol doc's notes column. */
  note?: string;
};

export type CallDef<
  N extends string = string,
  Req extends AnySchema = AnySchema,
  Res extends AnySchema = AnySchema,
  A extends Access = Access,
  M extends HttpMethod = HttpMethod,
  C extends AnySchema = AnySchema,
  S extends boolean = boolean,
> = {
  readonly name: N;
  readonly area: string;
  readonly path: string;
  readonly method: M;
  readonly access: A;
  /** §7's "secure": the token goes with it (token-if-present counts). */
  readonly secure: boolean;
  /** Sealed between BFF and origin when START_ENCRYPT_HTTP is on: JSON bodies; not queries or uploads. */
  readonly encrypted: boolean;
  readonly form: boolean;
  readonly refused: boolean;
  /** Specified: it has schemas (a call without them is declared but not built yet). */
  readonly specified: boolean;
  readonly request: Req;
  readonly response: Res;
  /** Answered as server-sent events (docs/protocol.md "Streaming"). */
  readonly stream: S;
  /** `data` of a stream call's `chunk` events (anything for other calls). */
  readonly chunk: C;
  readonly expects: readonly number[];
  readonly relaysStatus: boolean;
  readonly serviceRead: boolean;
  /** The BFF may resend it once, signed afresh, when the first send was lost (CallSpec). */
  readonly repeatable: boolean;
  readonly note: string;
};

const anyPayload = v.record(v.string(), v.unknown());
const anyData = v.unknown();

export function defineCall<
  const N extends string,
  Req extends AnySchema = typeof anyPayload,
  Res extends AnySchema = typeof anyData,
  const A extends Access = Access,
  const M extends HttpMethod = 'POST',
  C extends AnySchema = typeof anyData,
  const S extends boolean = false,
>(name: N, spec: CallSpec<Req, Res, A, M, C, S>): CallDef<N, Req, Res, A, M, C, S> {
  const method = (spec.method ?? 'POST') as M;
  const form = spec.form ?? false;
  const stream = (spec.stream ?? false) as S;
  // A stream's request is an ordinary sealed JSON POST; its answer is the event stream.
  if (stream && (method !== 'POST' || form))
    throw new Error(`${name}: a stream call is a JSON POST`);
  if (spec.repeatable && (form || stream))
    throw new Error(`${name}: an upload or a stream is never repeatable`);
  return {
    name,
    area: spec.area,
    path: spec.path ?? name,
    method,
    access: spec.access,
    secure: spec.access !== 'public',
    encrypted: method === 'POST' && !form,
    form,
    refused: spec.refused ?? false,
    specified: spec.request !== undefined && spec.response !== undefined,
    request: (spec.request ?? anyPayload) as Req,
    response: (spec.response ?? anyData) as Res,
    stream,
    chunk: (spec.chunk ?? anyData) as C,
    expects: spec.expects ?? [],
    relaysStatus: spec.relaysStatus ?? false,
    serviceRead: spec.serviceRead ?? false,
    repeatable: !form && !stream && (method === 'GET' || (spec.repeatable ?? false)),
    note: spec.note ?? '',
  };
}

/** A call that needs a session: secure, and not one the app makes before its first login. */
export function needsSession(call: Pick<CallDef, 'access'> | undefined): boolean {
  return call?.access === 'secure';
}

/**
 * The HTTP status the BFF answers the browser with (hop 1) for an envelope the origin sent with
 * `originStatus`. A refusal (codes.ts: a wrong password, a bad code, no balance, a session gone)
 * is an answer, not a failed request: HTTP 200, the envelope's code carries it, and the browser
 * logs no red 4xx for it. Failures of the request itself keep their status (4001 401, 4290 429
 * with Retry-After, 5xxx), as does a refusal the origin sent with another status (a 413 or 408
 * is about the request's body, whatever its code), and every answer of a call whose status is
 * part of its answer (relaysStatus: the chunked upload).
 */
export function browserStatus(
  call: Pick<CallDef, 'expects' | 'relaysStatus'>,
  code: number,
  originStatus: number,
): number {
  if (call.relaysStatus) return originStatus;
  if (call.expects.includes(code)) return 200;
  const info = codeInfo(code);
  return info.refusal && code !== 200 && originStatus === info.status ? 200 : originStatus;
}
