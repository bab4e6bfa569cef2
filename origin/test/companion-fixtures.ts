// Test support for AI女友: a stream call's events read off the origin's answer (unsealed as the
// BFF unseals them), credits set directly, and a scripted provider for the tests whose subject is
// not the provider (a failure mid-reply, a reply held open, a banned word in a reply).
import { eq } from 'drizzle-orm';

import { decryptJson, type Codec } from '@/lib/protocol/cipher';
import { SseParser, isStreamType } from '@/lib/protocol/stream';

import type { Db } from '../db/client';
import { companionCredits } from '../db/schema/ai-companion';
import { AiProviderError, type AiProvider, type ChatRequest } from '../services/ai/provider';
import type { Harness } from './harness';

export type StreamEvent = {
  event: string;
  code: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test asserts what it reads
  data: any;
  tip: string;
  /** The envelope's data was sealed on the wire. */
  sealed: boolean;
};

async function envelopeOf(text: string, codec: Codec, event: string): Promise<StreamEvent> {
  const raw = JSON.parse(text) as Record<string, unknown>;
  const sealed = raw.hash === true;
  const data = sealed ? await decryptJson(codec.responseKey, raw.data as string) : raw.data;
  return { event, code: raw.code as number, data, tip: raw.tip as string, sealed };
}

/** Reads a stream answer's events as they arrive; `onEvent` may abort the request. */
export async function readEvents(
  response: Response,
  codec: Codec,
  onEvent?: (event: StreamEvent) => void,
): Promise<StreamEvent[]> {
  if (!isStreamType(response.headers.get('content-type')))
    throw new Error(`not a stream (HTTP ${response.status}): ${await response.text()}`);
  const parser = new SseParser();
  const decoder = new TextDecoder();
  const events: StreamEvent[] = [];
  const reader = response.body!.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      for (const e of parser.push(decoder.decode(value, { stream: true }))) {
        const event = await envelopeOf(e.data, codec, e.event);
        events.push(event);
        onEvent?.(event);
      }
    }
  } catch (error) {
    // The test's own abort ends the read; anything else is the test's failure.
    if ((error as Error)?.name !== 'AbortError') throw error;
  }
  return events;
}

export type ChatBody = { personaId: number; mode?: 'say' | 'continue'; text?: string };

/** aiGirlfriend/chat, read to its end: the events, or the JSON refusal when it did not stream. */
export async function chat(
  h: Harness,
  token: string,
  body: ChatBody,
  options: { signal?: AbortSignal; onEvent?: (e: StreamEvent) => void } = {},
) {
  const response = await h.send('aiGirlfriend/chat', { token, body, signal: options.signal });
  if (!isStreamType(response.headers.get('content-type'))) {
    const raw = (await response.json()) as { code: number; tip: string; data: unknown };
    return { refused: raw, events: [] as StreamEvent[], response };
  }
  const events = await readEvents(response, h.keys.codecs.current, options.onEvent);
  return { refused: null, events, response };
}

/** The reply's text as the chunks brought it. */
export const chunkText = (events: StreamEvent[]) =>
  events
    .filter((e) => e.event === 'chunk')
    .map((e) => e.data.text as string)
    .join('');

/** Sets a user's 积分 (the trial counts as given already only if the test asked for it). */
export async function setCredits(db: Db, userId: number, balance: number): Promise<void> {
  await db
    .insert(companionCredits)
    .values({ userId, balance })
    .onConflictDoUpdate({ target: companionCredits.userId, set: { balance } });
}

export async function creditsOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: companionCredits.balance })
    .from(companionCredits)
    .where(eq(companionCredits.userId, userId));
  return row?.balance ?? 0;
}

export type Script = {
  /** The pieces the reply streams. */
  pieces: readonly string[];
  /** Thrown after the pieces (a provider failing mid-reply). */
  failAfter?: AiProviderError;
  /** Awaited before each piece after the first (hold a reply open). */
  gate?: () => Promise<void>;
};

/**
 * A provider whose chat streams `script().pieces` and records each request (its signal says
 * whether the stream was aborted); its text tools are not used by AI女友.
 */
export function scriptedProvider(script: () => Script, demo = true) {
  const requests: ChatRequest[] = [];
  const provider: AiProvider = {
    kind: 'local',
    demo,
    async *streamChat(request) {
      requests.push(request);
      const { pieces, failAfter, gate } = script();
      for (const [i, piece] of pieces.entries()) {
        if (i > 0 && gate) await gate();
        request.signal?.throwIfAborted();
        yield piece;
      }
      if (failAfter) throw failAfter;
    },
    streamText() {
      throw new AiProviderError('misconfigured', 'not used by these tests');
    },
    image() {
      throw new AiProviderError('misconfigured', 'not used by these tests');
    },
  };
  return { provider, requests };
}
