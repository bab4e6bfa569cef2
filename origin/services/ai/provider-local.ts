// The built-in demo provider (AI_PROVIDER=local, the embedded default): text composed from the
// prompt's own words and the genre the instructions name, replies in the persona's voice, a
// picture drawn with ffmpeg. No model, no network; `demo: true` so screens mark it 演示生成.
import { setTimeout as sleep } from 'node:timers/promises';

import { composeReply } from './local-chat';
import { renderDemoImage } from './local-image';
import { seededRng, type Rng } from './local-words';
import { composeText } from './local-writer';
import type { AiProvider } from './provider';

export type LocalProviderOptions = {
  /** The pause between two pieces of a stream, so it streams like a model (tests pass 0). */
  delayMs?: number;
  /** Where the picture is drawn (a scratch folder is made and removed inside). */
  workDir?: string;
  /** The CJK font the picture's words are drawn with (default: Debian's fonts-noto-cjk). */
  fontFile?: string;
};

export const LOCAL_STREAM_DELAY_MS = 30;
const MAX_PIECE_CHARS = 4;

/** `text` in pieces of 1–4 characters, `delayMs` apart; throws `signal.reason` once aborted. */
async function* pieces(
  text: string,
  rng: Rng,
  delayMs: number,
  signal?: AbortSignal,
): AsyncGenerator<string> {
  const chars = [...text];
  let at = 0;
  while (at < chars.length) {
    signal?.throwIfAborted();
    const size = 1 + Math.floor(rng() * MAX_PIECE_CHARS);
    yield chars.slice(at, at + size).join('');
    at += size;
    if (at < chars.length && delayMs > 0) {
      try {
        await sleep(delayMs, undefined, { signal });
      } catch (error) {
        throw signal?.aborted ? signal.reason : error;
      }
    }
  }
}

export function createLocalProvider(options: LocalProviderOptions = {}): AiProvider {
  const delayMs = options.delayMs ?? LOCAL_STREAM_DELAY_MS;
  return {
    kind: 'local',
    demo: true,
    streamText({ system, prompt, maxChars, signal }) {
      const text = composeText(system, prompt, maxChars);
      return pieces(text, seededRng('pieces', text), delayMs, signal);
    },
    streamChat({ messages, maxChars, signal }) {
      const text = composeReply(messages, maxChars);
      return pieces(text, seededRng('pieces', text), delayMs, signal);
    },
    image(request) {
      return renderDemoImage(request, { workDir: options.workDir, fontFile: options.fontFile });
    },
  };
}
