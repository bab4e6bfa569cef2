// Videos an operator ingests (services/video/ingests.ts, docs/media-api.md "Ingestion"): the
// source, the background work's state and progress, what it made, and the editor's draft until
// (and after) it becomes a catalogue row.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

import type { VideoDraft } from '@/lib/domain/video/ingest-draft';
import type { RungName, ThumbGrid } from '@/lib/domain/video/ladder';

import { videos } from './media';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const INGEST_STATES = ['queued', 'probing', 'transcoding', 'ready', 'failed'] as const;
export type IngestState = (typeof INGEST_STATES)[number];

/** The seek-thumbnail sprite: its IMAGE-line path and grid (lib/domain/video/ladder.ts thumbGrid). */
export type IngestThumbs = ThumbGrid & { url: string };

export const videoIngests = pgTable(
  'video_ingests',
  {
    /** 24 hex digits; the clip is `in-<id>` (vid/in-<id>/…), the pictures img/in/<id>/…. */
    id: text('id').primaryKey(),
    /** The operator who started it (the console's operators table, on its own branch). */
    operatorId: integer('operator_id').notNull(),
    /** The chunked upload it came from, or null for a file on the server. */
    uploadId: text('upload_id'),
    /** Where the job reads the source; removed when done only if the ingest owns it (an upload's). */
    source: text('source').notNull(),
    ownsSource: boolean('owns_source').notNull().default(false),
    extension: text('extension').notNull(),
    state: text('state').$type<IngestState>().notNull(),
    progress: integer('progress').notNull().default(0),
    /** Why it failed, in Chinese (shown to the editor). */
    error: text('error').notNull().default(''),
    ladder: jsonb('ladder').$type<RungName[]>().notNull().default([]),
    duration: integer('duration').notNull().default(0),
    width: integer('width').notNull().default(0),
    height: integer('height').notNull().default(0),
    /** IMAGE-line paths, '' until made. */
    poster: text('poster').notNull().default(''),
    cover: text('cover').notNull().default(''),
    thumbs: jsonb('thumbs').$type<IngestThumbs>(),
    draft: jsonb('draft').$type<VideoDraft>(),
    /** The catalogue row, once published. */
    videoId: integer('video_id')
      .unique()
      .references(() => videos.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    /** Deleted: its files are gone from the store, its catalogue row retired. */
    deletedAt: at('deleted_at'),
  },
  (t) => [
    index('video_ingests_new_idx').on(t.createdAt.desc(), t.id),
    check(
      'video_ingests_state_ck',
      sql`${t.state} IN ('queued', 'probing', 'transcoding', 'ready', 'failed')`,
    ),
    check('video_ingests_progress_ck', sql`${t.progress} BETWEEN 0 AND 100`),
  ],
);
