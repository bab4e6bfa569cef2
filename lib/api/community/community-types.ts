// The shapes of the community calls as the browser reads them (lib/protocol/shapes/community.ts,
// docs/community-api.md), as types only, so no schema ships.
export type {
  Author,
  ChunkStored,
  Comment,
  CommentThread,
  PostCard,
  PostDetail,
  PostKind,
  PostStatus,
  UploadedFile,
  UploaderCard,
  UploaderInfo,
} from '@/lib/protocol/shapes/community';
export type { PageOf } from '@/lib/protocol/shapes/video';
import type { CallInput } from '@/lib/protocol/call-table';

export type PostSort = NonNullable<CallInput<'post/list'>['sort']>;
export type CommentSort = NonNullable<CallInput<'comment/list'>['sort']>;
export type RankSort = NonNullable<CallInput<'upblogers/list'>['sort']>;
export type PublishInput = CallInput<'post/publish'>;

/** A tab of /community: an item of the config's communityCategory. */
export type CommunityCategory = { id: number; name: string; type: string };
