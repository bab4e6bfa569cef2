// 书评, in §7 "Text to novel" (docs/ai-api.md "书评"): §7 has no call for a book description, so
// one call of ours serves it, streamed (docs/protocol.md "Streaming"). Secure; a guest will do.
import {
  BOOK_DESC_NOTES_MAX,
  BOOK_DESC_TITLE_MAX,
  BOOK_DESC_TONES,
  TIP_BOOK_DESC_TONE,
} from '@/lib/domain/ai/book-desc';

import { defineCall } from '../../call';
import { oneOf, optional, payload, text } from '../../fields';
import { bookDescChunk, bookDescEnd } from '../../shapes/ai/book-desc';

export const AI_BOOK_DESC_CALLS = [
  defineCall('txtToNovel/bookDesc', {
    area: 'Text to novel',
    access: 'secure',
    stream: true,
    request: payload({
      /** Counted in characters after cleaning (at most BOOK_DESC_TITLE_MAX) by the handler. */
      title: text('书名', { max: BOOK_DESC_TITLE_MAX * 2 }),
      /** The reader's notes (at most BOOK_DESC_NOTES_MAX characters after cleaning). */
      notes: optional(text('笔记', { max: BOOK_DESC_NOTES_MAX * 2, multiline: true })),
      tone: oneOf(BOOK_DESC_TONES, TIP_BOOK_DESC_TONE),
    }),
    chunk: bookDescChunk,
    response: bookDescEnd,
    expects: [4290],
    note: 'ours, streamed (SSE): a book description in a tone; free, 20 a day (4290) and one at a time per user',
  }),
] as const;
