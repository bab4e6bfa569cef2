// The answer envelope `{ code, data, tip, msg }` of both hops (docs/protocol.md "Envelope").
// Browser-safe.
import { CODES, TIPS, codeInfo } from './codes';

export type Envelope<T = unknown> = { code: number; data: T; tip: string; msg: string };

export function okEnvelope<T>(data: T): Envelope<T | null> {
  return { code: CODES.ok, data: data ?? null, tip: '', msg: 'ok' };
}

/** A refusal with the code's default tip and msg unless given. */
export function errorEnvelope(
  code: number,
  tip?: string,
  msg?: string,
  data: unknown = null,
): Envelope {
  const info = codeInfo(code);
  return { code, data, tip: tip || info.tip, msg: msg ?? info.msg };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The envelope in a response body, whatever the HTTP status. A body that is not one becomes a
 * 5020 envelope (5040 for a gateway timeout), so callers handle one shape only.
 */
export function parseEnvelope<T = unknown>(body: string, httpStatus: number): Envelope<T> {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    value = undefined;
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    const code =
      typeof record.code === 'string' && /^\d{1,6}$/.test(record.code)
        ? Number(record.code)
        : record.code;
    if (typeof code === 'number' && Number.isInteger(code)) {
      return {
        code,
        data: (record.data ?? null) as T,
        tip: text(record.tip),
        msg: text(record.msg),
      };
    }
  }
  const timeout = httpStatus === 504;
  return {
    code: timeout ? CODES.originTimeout : CODES.originUnreachable,
    data: null as T,
    tip: timeout ? codeInfo(CODES.originTimeout).tip : TIPS.badResponse,
    msg: `unreadable response (HTTP ${httpStatus})`,
  };
}
