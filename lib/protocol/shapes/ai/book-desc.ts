// Stream shapes of 书评 (txtToNovel/bookDesc, ours; docs/ai-api.md "书评"): pieces of the
// description as it is written, then how it ended.
import * as v from 'valibot';

import { BOOK_DESC_END_REASONS } from '@/lib/domain/ai/book-desc';

/** A `chunk` event: the next piece of the description. */
export const bookDescChunk = v.object({ text: v.string() });

/** The `end` event: why it ended, the whole text as sent, and whether the demo wrote it. */
export const bookDescEnd = v.object({
  reason: v.picklist(BOOK_DESC_END_REASONS),
  text: v.string(),
  demo: v.boolean(),
  /** Descriptions the caller may still ask for today. */
  left: v.number(),
});

export type BookDescChunk = v.InferOutput<typeof bookDescChunk>;
export type BookDescEndData = v.InferOutput<typeof bookDescEnd>;
