// Reads the payload (decrypting it when `x-encrypted: 1`) and names the codec whose response key
// seals the answer (protocol.md "Encryption"): sendEnvelope (http/context.ts) seals every 200 and
// the one refusal that carries data (media/play's 4030 PlayInfo). Refusals with data null stay plain.
// With START_ENCRYPT_HTTP on every request must say `x-encrypted: 1`: the signature does not cover
// the body, so a plain body would be an unauthenticated one (4001). Multipart travels plain, and is
// taken only on the upload calls, whose path the signature binds.
import type { MiddlewareHandler } from 'hono';

import { CipherError, decryptJson, type CodecRegistry } from '@/lib/protocol/cipher';

import type { OriginContext, OriginEnv } from '../http/context';
import { CODES } from '@/lib/protocol/codes';
import { ApiError, badInput } from '../http/envelope';
import { removeSpool, spoolForm } from '../http/spool-form';
import type { Payload } from '../services/platform/validate';

const isObject = (value: unknown): value is Payload =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const refuse = (detail: string) => new ApiError(CODES.badSignature, undefined, { detail });

async function jsonBody(c: OriginContext): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const formError = () => badInput('请求格式有误，请检查后重试', 'multipart body does not parse');

async function formBody(c: OriginContext): Promise<Payload> {
  try {
    const form = await c.req.parseBody({ all: false });
    return { ...form };
  } catch {
    throw formError();
  }
}

/** Calls whose file is written to disk as it arrives instead of read into memory. */
const SPOOLED_CALLS = new Set(['/api/app/upload/chunk']);

export type BodyOptions = {
  /** Where spooled files wait while their call runs (same disk as the uploads). */
  spoolDir: string;
  /** START_ENCRYPT_HTTP: every request sealed (x-encrypted: 1), a plain one refused. */
  required: boolean;
  /** Paths (/api/app/…) of the upload calls: the only ones a plain multipart body may reach. */
  formPaths: ReadonlySet<string>;
};

export function bodyCrypto(
  codecs: CodecRegistry,
  { spoolDir, required, formPaths }: BodyOptions,
): MiddlewareHandler<OriginEnv> {
  return async (c, next) => {
    const encrypted = c.req.header('x-encrypted') === '1';
    if (required && !encrypted) throw refuse('encryption is on and the request is not sealed');
    const codec = encrypted ? codecs.get(c.req.header('x-key-version')) : null;
    if (codec === undefined) throw refuse('unknown or missing x-key-version');
    c.set('codec', codec);

    let payload: Payload = {};
    const multipart = /^multipart\//i.test(c.req.header('content-type') ?? '');
    // Sealed traffic carries multipart only to an upload call; anywhere else it is a body swapped
    // in place of a sealed one.
    if (multipart && codec && !formPaths.has(c.req.path))
      throw refuse('multipart body on a call that is sealed');
    if (c.req.method === 'GET' || c.req.method === 'HEAD') {
      // GET parameters travel in the plain query string, encrypted or not.
      payload = { ...c.req.query() };
    } else if (multipart && SPOOLED_CALLS.has(c.req.path)) {
      // An upload chunk (up to 16 MiB) goes to disk as it arrives; removed after the call
      // unless the call moved it into the upload.
      let read;
      try {
        read = await spoolForm(c.req.raw.body, c.req.header('content-type')!, spoolDir);
      } catch {
        throw formError();
      }
      c.set('payload', read.fields);
      try {
        return await next();
      } finally {
        await removeSpool(read.spool);
      }
    } else if (multipart) {
      // Uploads travel plain (never sealed): fields as text, files as File (the call's schema
      // decides what is required).
      payload = await formBody(c);
    } else {
      const body = await jsonBody(c);
      if (codec) {
        if (!isObject(body) || typeof body.data !== 'string')
          throw refuse('encrypted body is not {"data": "<b64>"}');
        try {
          const plain = await decryptJson(codec.requestKey, body.data);
          if (!isObject(plain)) throw badInput('请求格式有误，请检查后重试');
          payload = plain;
        } catch (error) {
          if (error instanceof CipherError) throw refuse(`body does not decrypt (${error.reason})`);
          throw error;
        }
      } else {
        if (!isObject(body)) throw badInput('请求格式有误，请检查后重试');
        payload = body;
      }
    }
    c.set('payload', payload);
    await next();
  };
}
