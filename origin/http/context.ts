// Types shared by the app, the middleware and the routes.
import type { Context } from 'hono';
import type { Logger } from 'pino';

import { encryptJsonSync, type Codec } from '@/lib/protocol/cipher';

import type { OriginConfig } from '../config';
import type { Db } from '../db/client';
import type { OriginKeys } from '../keys';
import type { AiProvider } from '../services/ai/provider';
import type { PlaybackResolver } from '../services/video/playback-types';
import type { GateResult } from '../services/platform/request-gate';
import type { Session } from '../services/account/sessions';
import type { CaptchaText } from '../services/account/captcha';
import type { SmsProvider } from '../services/account/sms';
import type { CommunityJobs } from '../services/community/jobs';
import type { MediaStore } from '../services/video/media-store';
import type { Payload } from '../services/platform/validate';
import { CODES } from '@/lib/protocol/codes';
import { okEnvelope, type Envelope } from '@/lib/protocol/envelope';

export type AppDeps = {
  db: Db;
  config: OriginConfig;
  keys: OriginKeys;
  /** Milliseconds since the epoch; injected so tests can move time. */
  now: () => number;
  /** Defaults to the built-in outbox provider. */
  sms?: SmsProvider;
  /** Defaults to a silent logger. */
  logger?: Logger;
  /** What a playlist request plays (services/video/playback-types.ts); defaults to 4040 for every id. */
  playback?: PlaybackResolver;
  /** The clip folder a video plays, for the VID line's per-video check; defaults to the catalogue. */
  clipOf?: (videoId: number) => Promise<string | null>;
  /** The answer of a new picture captcha (tests fix it); defaults to four random digits. */
  captchaText?: CaptchaText;
  /** Check every answer against its call's schema; defaults to on outside production. */
  checkAnswers?: boolean;
  /** The community's background work (moderation, transcoding); defaults to an in-process queue. */
  jobs?: CommunityJobs;
  /** Where published media is kept; defaults to the configuration's (services/video/media-store-config.ts). */
  media?: MediaStore;
  /** The AI studio's model; defaults to the configuration's (services/ai/provider-config.ts). */
  ai?: AiProvider;
};

/** AppDeps with the defaults filled in: what route modules get. */
export type RouteDeps = Required<AppDeps>;

export type OriginEnv = {
  Variables: {
    session: Session | null;
    payload: Payload;
    /** The payload after the call's schema (http/route.ts). */
    input: Record<string, unknown>;
    clientIp: string;
    /** Set when the request came encrypted: the answer is sealed under the same version. */
    codec: Codec | null;
    /** The envelope being answered, so the encryption step needs no re-parse. */
    envelope: Envelope | undefined;
    /** The x-api-key nonce, once its signature has been verified. */
    nonce: string | undefined;
    /** HTTP status of a 200 answer other than 200 (the chunk target's 201 and 202). */
    answerStatus: number | undefined;
    /** The request gate's answer (middleware/gate.ts), read by the session and rate-limit steps. */
    gate: (GateResult & { sessionOptional: boolean }) | undefined;
  };
};

export type OriginContext = Context<OriginEnv>;

export function sendEnvelope(
  c: OriginContext,
  envelope: Envelope,
  status: number,
  headers?: Record<string, string>,
) {
  c.set('envelope', envelope);
  c.header('cache-control', 'no-store');
  for (const [name, value] of Object.entries(headers ?? {})) c.header(name, value);
  return c.json(sealEnvelope(c.get('codec'), envelope), status as 200);
}

/**
 * An envelope as it goes on the wire. The answer to an encrypted request is sealed under the
 * same key version (protocol.md "Encryption", middleware/crypto.ts sets the codec): every 200,
 * and a refusal that carries data (media/play's 4030 PlayInfo); the same for each event of a
 * stream (http/stream.ts). Sealed here, so the plain answer is never built.
 */
export function sealEnvelope(
  codec: Codec | null,
  envelope: Envelope,
): Envelope | (Omit<Envelope, 'data'> & { hash: true; data: string }) {
  if (!codec || (envelope.code !== CODES.ok && envelope.data === null)) return envelope;
  const { code, data, tip, msg } = envelope;
  return { code, hash: true, data: encryptJsonSync(codec.responseKey, data), tip, msg };
}

/** A 200 answer with `data` (HTTP 200, or the status the handler chose: 201, 202). */
export function reply(c: OriginContext, data: unknown) {
  return sendEnvelope(c, okEnvelope(data), c.get('answerStatus') ?? 200);
}

/** The session of a route that required one (the playlist route's own gate guarantees it). */
export function requireSession(c: OriginContext): Session {
  const session = c.get('session');
  if (!session) throw new Error('secure route reached without a session');
  return session;
}
