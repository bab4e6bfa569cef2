// The catalogue around videos: collections (with their size and the viewer's purchase), and the
// heads of the tag, topic and actor pages.
import { and, asc, count, eq, exists, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { actors, collections, tags, topics, videos } from '../../db/schema/media';
import { collectionPurchases } from '../../db/schema/wallet';
import { notFound } from '../../http/envelope';
import type { Collection, PageOf, Ref } from './media-types';
import { pageOf, type PageRequest } from '../platform/paging';
import { TIP_COLLECTION_NOT_FOUND } from '../money/wallet';

const collectionColumns = (db: Db) => ({
  id: collections.id,
  name: collections.name,
  cover: collections.cover,
  price: collections.price,
  description: collections.description,
  count: sql<number>`(${db
    .select({ n: sql`count(*)` })
    .from(videos)
    .where(eq(videos.collectionId, collections.id))})::int`,
});

const toCollection = (row: Collection): Collection => ({ ...row, count: Number(row.count) });

export async function collectionsPage(db: Db, request: PageRequest): Promise<PageOf<Collection>> {
  const rows = await db
    .select(collectionColumns(db))
    .from(collections)
    .orderBy(asc(collections.sort), asc(collections.id))
    .limit(request.pageSize)
    .offset(request.offset);
  const [total] = await db.select({ n: count() }).from(collections);
  return pageOf(rows.map(toCollection), request, total?.n ?? 0);
}

export async function collectionHead(
  db: Db,
  collectionId: number,
  userId: number,
): Promise<{ collection: Collection; bought: boolean }> {
  const [row] = await db
    .select({
      ...collectionColumns(db),
      bought: exists(
        db
          .select({ one: sql`1` })
          .from(collectionPurchases)
          .where(
            and(
              eq(collectionPurchases.userId, userId),
              eq(collectionPurchases.collectionId, collections.id),
            ),
          ),
      ),
    })
    .from(collections)
    .where(eq(collections.id, collectionId));
  if (!row) throw notFound(TIP_COLLECTION_NOT_FOUND);
  const { bought, ...collection } = row;
  return { collection: toCollection(collection), bought: Boolean(bought) };
}

export async function tagRef(db: Db, tagId: number): Promise<Ref> {
  const [tag] = await db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(eq(tags.id, tagId));
  if (!tag) throw notFound('标签不存在');
  return tag;
}

export async function topicHead(db: Db, topicId: number) {
  const [topic] = await db
    .select({
      id: topics.id,
      name: topics.name,
      cover: topics.cover,
      description: topics.description,
    })
    .from(topics)
    .where(eq(topics.id, topicId));
  if (!topic) throw notFound('专题不存在或已下线');
  return topic;
}

export async function actorHead(db: Db, actorId: number) {
  const [actor] = await db
    .select({
      id: actors.id,
      name: actors.name,
      avatar: actors.avatar,
      description: actors.description,
    })
    .from(actors)
    .where(eq(actors.id, actorId));
  if (!actor) throw notFound('演员不存在');
  return actor;
}
