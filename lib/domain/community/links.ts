// The community's routes (§2 route table, the link actions `post details` and `user center`).
export const COMMUNITY_ROUTE = '/community';
export const POST_DETAIL_ROUTE = '/community/postDetail';
/** §2's content-type 4 target: the same screen as POST_DETAIL_ROUTE. */
export const CIRCLE_POST_DETAIL_ROUTE = '/circle/postDetail';
export const PUBLISH_ROUTE = '/community/publish';
export const UP_INFO_ROUTE = '/community/upInfo';

export const postRoute = (id: number) => `${POST_DETAIL_ROUTE}?id=${id}`;
export const upInfoRoute = (id: number) => `${UP_INFO_ROUTE}?id=${id}`;

export type CommunityTab = { id: number; name: string; type: string };

/** The /community tabs from the config's communityCategory (malformed items skipped). */
export function communityTabs(categories: unknown): CommunityTab[] {
  if (!Array.isArray(categories)) return [];
  return categories.flatMap((item: unknown) => {
    const { id, name, type } = (item ?? {}) as Record<string, unknown>;
    if (typeof id !== 'number' || !Number.isInteger(id) || typeof name !== 'string' || !name)
      return [];
    return [{ id, name, type: typeof type === 'string' ? type : 'topic' }];
  });
}

/** The topics a new post may be filed under. */
export const topicTabs = (tabs: readonly CommunityTab[]) => tabs.filter((t) => t.type === 'topic');
