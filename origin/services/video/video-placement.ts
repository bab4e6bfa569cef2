// Where a catalogue video appears besides the feeds (docs/media-api.md "Ingestion"): its
// collection and its topic (one each: videos.collection_id, videos.topic_id) and the home
// sections. A section lists a feed (all videos, a tag's or a topic's), so placing a video in a
// section puts it in that feed: the section's tag is added, or its topic set. The order is the
// editorial `sort` (ascending) the collection, topic and 'sort' sections list by.
import { and, eq } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { collections, homeSections, topics, videos, videoTags } from '../../db/schema/media';
import { badInput, notFound } from '../../http/envelope';
import { TIP_VIDEO_NOT_FOUND } from './media-cards';

export const TIP_COLLECTION_UNKNOWN = '所选合集不存在';
export const TIP_TOPIC_UNKNOWN = '所选专题不存在';
export const TIP_SECTION_UNKNOWN = '所选首页栏目不存在';

async function setVideo(db: Db, videoId: number, values: Partial<typeof videos.$inferInsert>) {
  const done = await db
    .update(videos)
    .set(values)
    .where(eq(videos.id, videoId))
    .returning({ id: videos.id });
  if (done.length === 0) throw notFound(TIP_VIDEO_NOT_FOUND);
}

/** Puts the video in a collection at `sort`; null takes it out of its collection. */
export async function placeInCollection(
  db: Db,
  videoId: number,
  collectionId: number | null,
  sort = 0,
): Promise<void> {
  if (collectionId !== null) {
    const [found] = await db.select().from(collections).where(eq(collections.id, collectionId));
    if (!found) throw badInput(TIP_COLLECTION_UNKNOWN);
  }
  await setVideo(db, videoId, { collectionId, sort });
}

/** Puts the video in a topic at `sort`; null takes it out of its topic. */
export async function placeInTopic(
  db: Db,
  videoId: number,
  topicId: number | null,
  sort = 0,
): Promise<void> {
  if (topicId !== null) {
    const [found] = await db.select().from(topics).where(eq(topics.id, topicId));
    if (!found) throw badInput(TIP_TOPIC_UNKNOWN);
  }
  await setVideo(db, videoId, { topicId, sort });
}

async function sectionOf(db: Db, sectionId: number) {
  const [section] = await db.select().from(homeSections).where(eq(homeSections.id, sectionId));
  if (!section) throw badInput(TIP_SECTION_UNKNOWN);
  return section;
}

/** Puts the video in a home section's feed at `sort` (its tag added, or its topic set). */
export async function placeInSection(
  db: Db,
  videoId: number,
  sectionId: number,
  sort = 0,
): Promise<void> {
  const section = await sectionOf(db, sectionId);
  await setVideo(
    db,
    videoId,
    section.kind === 'topic' ? { topicId: section.refId, sort } : { sort },
  );
  if (section.kind === 'tag')
    await db.insert(videoTags).values({ videoId, tagId: section.refId }).onConflictDoNothing();
}

/** Takes the video out of a section's feed (its tag removed, or its topic cleared). */
export async function removeFromSection(db: Db, videoId: number, sectionId: number) {
  const section = await sectionOf(db, sectionId);
  if (section.kind === 'tag')
    await db
      .delete(videoTags)
      .where(and(eq(videoTags.videoId, videoId), eq(videoTags.tagId, section.refId)));
  if (section.kind === 'topic')
    await db
      .update(videos)
      .set({ topicId: null })
      .where(and(eq(videos.id, videoId), eq(videos.topicId, section.refId)));
}
