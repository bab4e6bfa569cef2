// Answer shapes of AI小说 (§7 "Text to novel"; docs/ai-api.md): a novel the provider writes chapter
// by chapter from the caller's title, genre and outline, read in the app's reader.
import * as v from 'valibot';

import { AI_NOVEL_GENRES, AI_NOVEL_STATES } from '@/lib/domain/ai/novel';

export const aiNovelGenre = v.picklist(AI_NOVEL_GENRES);
export const aiNovelState = v.picklist(AI_NOVEL_STATES);

export const aiNovel = v.object({
  id: v.number(),
  kind: v.literal('novel'),
  title: v.string(),
  genre: aiNovelGenre,
  outline: v.string(),
  /** Chapters asked for (and paid). */
  chapters: v.number(),
  /** Chapters written to the end so far. */
  written: v.number(),
  /** Characters of text so far (the chapter being written included). */
  chars: v.number(),
  status: aiNovelState,
  /** Why it failed, in Chinese; '' otherwise. */
  error: v.string(),
  /** Diamonds charged (§5 tenths). */
  price: v.number(),
  /** Diamonds given back (§5 tenths): the chapters a failed novel did not write; 0 otherwise. */
  refunded: v.number(),
  /** Written by the built-in demo, not a model: the screens mark it 演示生成. */
  demo: v.boolean(),
  createdAt: v.number(),
  finishedAt: v.nullable(v.number()),
});

export const aiNovelChapter = v.object({
  /** From 0. */
  index: v.number(),
  title: v.string(),
  text: v.string(),
  /** False while it is being written (the text still grows), or when the novel stopped in it. */
  done: v.boolean(),
});

export const aiNovelInfo = v.object({
  novel: aiNovel,
  /** The chapters begun so far, in order. */
  chapterList: v.array(aiNovelChapter),
});

export const aiNovelGenerated = v.object({
  novel: aiNovel,
  /** The caller's diamonds after the charge. */
  balance: v.number(),
  /** 0 when this requestId was sent before (the first novel is answered again). */
  charged: v.number(),
});

export const aiNovelHidden = v.object({ id: v.number(), hidden: v.literal(true) });

export type AiNovel = v.InferOutput<typeof aiNovel>;
export type AiNovelChapter = v.InferOutput<typeof aiNovelChapter>;
export type AiNovelInfo = v.InferOutput<typeof aiNovelInfo>;
export type AiNovelGenerated = v.InferOutput<typeof aiNovelGenerated>;
