// Test support for AI小说: a stand-in for the model (the provider is the origin's edge to an outside
// service; the novel's job is what these tests exercise), the generate call with a sound default
// body, and the operator's banned words.
import type { Db } from '../db/client';
import { appConfig } from '../db/schema/platform';
import type { AiProvider, TextRequest } from '../services/ai/provider';
import type { Harness } from './harness';
import { newRequestId } from './ai-fixtures';

/** The chapter (from 0) a request of the novel job asks for, read from its prompt. */
export function chapterOf(request: TextRequest): number {
  const match = /请写第(\d+)章/.exec(request.prompt);
  if (!match) throw new Error(`not a chapter request: ${request.prompt}`);
  return Number(match[1]) - 1;
}

export type FakeModel = AiProvider & { requests: TextRequest[] };

/** A model whose answer to each chapter's request is what `write` yields. */
export function fakeModel(
  write: (chapter: number, request: TextRequest) => AsyncIterable<string>,
  { demo = false } = {},
): FakeModel {
  const requests: TextRequest[] = [];
  const unused = () => {
    throw new Error('not used by the novel job');
  };
  return {
    kind: 'openai',
    demo,
    requests,
    streamText(request) {
      requests.push(request);
      return write(chapterOf(request), request);
    },
    streamChat: unused,
    image: unused,
  };
}

/** The pieces, one after another. */
export async function* piecesOf(...pieces: string[]): AsyncGenerator<string> {
  for (const piece of pieces) yield piece;
}

export type Gate = { promise: Promise<void>; open: () => void };

export function gate(): Gate {
  let open = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

/** txtToNovel/generate with a sound body; `body` overrides any field. */
export function generateNovel(h: Harness, token: string, body: Record<string, unknown> = {}) {
  return h.call('txtToNovel/generate', {
    token,
    body: {
      title: '星海归途',
      genre: 'scifi',
      outline: '少年林远在废弃空间站醒来，发现地球已失联百年，他必须找到回家的航线。',
      chapters: 2,
      requestId: newRequestId(),
      ...body,
    },
  });
}

/** The operator's banned words (app_config communityRules), as the community's rules read them. */
export async function banWords(db: Db, words: string[]): Promise<void> {
  const value = { bannedWords: words };
  await db
    .insert(appConfig)
    .values({ key: 'communityRules', value })
    .onConflictDoUpdate({ target: appConfig.key, set: { value } });
}
