// The operator's community settings (app_config): the categories of /community's tabs
// (communityCategory, also sent in ping/config) and the moderation rule set (communityRules).
import { readRules, type ModerationRules } from '@/lib/domain/community/moderation';

import type { Db } from '../../db/client';
import { configValues } from '../platform/config';

/** What a tab lists: all posts by heat or time, followed authors, essence, a kind, or a topic. */
export type CategoryType = 'hot' | 'new' | 'follow' | 'essence' | 'video' | 'image' | 'topic';
export type Category = { id: number; name: string; type: CategoryType };

const TYPES: readonly CategoryType[] = [
  'hot',
  'new',
  'follow',
  'essence',
  'video',
  'image',
  'topic',
];

/** The communityCategory items the origin can serve (malformed items are skipped). */
export function readCategories(value: unknown): Category[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const { id, name, type } = (item ?? {}) as Record<string, unknown>;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || typeof name !== 'string')
      return [];
    return [
      { id, name, type: TYPES.includes(type as CategoryType) ? (type as CategoryType) : 'topic' },
    ];
  });
}

export async function communitySettings(
  db: Db,
): Promise<{ categories: Category[]; rules: ModerationRules }> {
  const values = await configValues(db, ['communityCategory', 'communityRules']);
  return {
    categories: readCategories(values.communityCategory),
    rules: readRules(values.communityRules),
  };
}
