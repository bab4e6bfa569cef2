// Answer shapes of the community calls (post, comment, upblogers, upload; docs/community-api.md):
// the schemas the origin's answers are checked against in tests and dev, and the types both
// sides read. Every text is plain text: the origin never answers HTML.
import * as v from 'valibot';

import { pageOf, ref, videoCard } from './video';

/** Who wrote a post or a comment, as a card shows them. */
export const author = v.object({ id: v.number(), name: v.string(), avatar: v.string() });

export const postKind = v.picklist(['text', 'image', 'video']);
export const POST_STATUSES = ['pending', 'published', 'rejected'] as const;
export const postStatus = v.picklist(POST_STATUSES);
/** What an upload holds (the uploads table's kind). */
export const UPLOAD_KINDS = ['image', 'video', 'audio', 'document'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** A video post's clip, playing in the player at /play/longVideo?id={id}. */
export const postVideo = v.object({ id: v.number(), cover: v.string(), duration: v.number() });

export const postCard = v.object({
  id: v.number(),
  author,
  /** The config's communityCategory item the post was filed under, if any. */
  category: v.nullable(ref),
  kind: postKind,
  /** Plain text; on a locked paid post only its first lines. */
  content: v.string(),
  /** IMAGE-line paths, obfuscated (§5); empty on a locked paid post. */
  images: v.array(v.string()),
  /** How many pictures the post has (a locked post shows that many placeholders). */
  imageCount: v.number(),
  video: v.nullable(postVideo),
  likes: v.number(),
  comments: v.number(),
  collects: v.number(),
  liked: v.boolean(),
  collected: v.boolean(),
  /** Diamonds (§5 tenths); 0 for a free post. */
  price: v.number(),
  /** Paid and neither bought nor the caller's own. */
  locked: v.boolean(),
  essence: v.boolean(),
  status: postStatus,
  /** Why moderation refused it; only the author sees a post that is not published. */
  rejectReason: v.string(),
  createdAt: v.number(),
});

export const postDetail = v.object({
  ...postCard.entries,
  views: v.number(),
  /** Whether the caller follows the author. */
  following: v.boolean(),
  /** The caller's diamonds, for the pay sheet. */
  balance: v.number(),
});

export const postPurchase = v.object({
  bought: v.literal(true),
  balance: v.number(),
  charged: v.number(),
});

export const published = v.object({ id: v.number(), status: postStatus, rejectReason: v.string() });

/** post/report: `already` when this user had reported it before (the app says 已举报). */
export const reportResult = v.object({ already: v.boolean(), tip: v.string() });

export const mention = v.object({ id: v.number(), name: v.string() });

export const comment = v.object({
  id: v.number(),
  /** The subject: a post or a video, the other null. */
  postId: v.nullable(v.number()),
  videoId: v.nullable(v.number()),
  author,
  content: v.string(),
  /** The users the text @-mentions, by id (the text carries @名字). */
  mentions: v.array(mention),
  /** Top-level comment this one answers; null for a top-level one. */
  parentId: v.nullable(v.number()),
  /** Whom a reply answers (a reply to a reply names its author). */
  replyTo: v.nullable(mention),
  likes: v.number(),
  /** Whether the caller liked it (media/like with type comment). */
  liked: v.boolean(),
  replies: v.number(),
  createdAt: v.number(),
});

export const commentThread = v.object({
  ...comment.entries,
  /** The newest few replies (up to 3); the rest through comment/list with parentId. */
  latestReplies: v.array(comment),
});

export const uploaderCard = v.object({
  id: v.number(),
  name: v.string(),
  avatar: v.string(),
  intro: v.string(),
  followers: v.number(),
  plays: v.number(),
  videos: v.number(),
  posts: v.number(),
  following: v.boolean(),
});

export const uploaderInfo = v.object({
  ...uploaderCard.entries,
  /** How many uploaders they follow. */
  followingCount: v.number(),
  likes: v.number(),
  isSelf: v.boolean(),
  videoList: pageOf(videoCard),
});

export const careResult = v.object({ following: v.boolean(), followers: v.number() });

/** A stored file: an image's IMAGE-line path, or a video being transcoded. */
export const uploadedFile = v.object({
  id: v.string(),
  kind: v.picklist(UPLOAD_KINDS),
  /** IMAGE-line path of an image (or a video's poster once made); '' until there is one. */
  url: v.string(),
  size: v.number(),
  status: v.picklist(['ready', 'processing', 'failed']),
});

export const chunkTest = v.object({ stored: v.boolean() });

export const chunkStored = v.object({
  /** Chunks of the file the origin holds so far. */
  received: v.number(),
  totalChunks: v.number(),
  /** The assembled file once the last chunk is in; null before. */
  file: v.nullable(uploadedFile),
});

export type Author = v.InferOutput<typeof author>;
export type PostKind = v.InferOutput<typeof postKind>;
export type PostStatus = v.InferOutput<typeof postStatus>;
export type PostCard = v.InferOutput<typeof postCard>;
export type PostDetail = v.InferOutput<typeof postDetail>;
export type Comment = v.InferOutput<typeof comment>;
export type CommentThread = v.InferOutput<typeof commentThread>;
export type UploaderCard = v.InferOutput<typeof uploaderCard>;
export type UploaderInfo = v.InferOutput<typeof uploaderInfo>;
export type UploadedFile = v.InferOutput<typeof uploadedFile>;
export type ChunkStored = v.InferOutput<typeof chunkStored>;
