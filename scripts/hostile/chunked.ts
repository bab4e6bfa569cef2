// The chunked upload as lib/media/chunked-upload.ts sends it (its form fields, a SHA-256 per
// chunk, chunks in order), and the waits the checks need: a post leaving `pending` (moderation,
// and for a video post the transcoding before it).
import { createHash, randomBytes } from 'node:crypto';

import { UPLOAD_DEFAULTS } from '../../lib/domain/platform/upload';
import type { Answer, Session } from './app-client';

export type Chunked = {
  /** Every chunk's answer, in order; the last is the first refusal if there was one. */
  answers: Answer[];
  last: Answer;
  /** The file the origin assembled (its answer's `file.id`), or null. */
  fileId: string | null;
  ms: number;
};

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export const newIdentifier = (name: string, size: number) =>
  `${size}-${name.replace(/[^A-Za-z0-9_.-]/g, '_')}-${randomBytes(4).toString('hex')}`;

/** The fields of chunk `n` of a file declared `totalSize` bytes. */
export function chunkFields(
  file: { name: string; identifier: string; totalSize: number; chunkSize: number },
  n: number,
  part: Uint8Array,
) {
  return {
    chunkNumber: n,
    chunkSize: file.chunkSize,
    currentChunkSize: part.length,
    totalSize: file.totalSize,
    identifier: file.identifier,
    filename: file.name,
    relativePath: file.name,
    totalChunks: Math.max(1, Math.ceil(file.totalSize / file.chunkSize)),
    checksum: sha256(part),
  };
}

const refused = (a: Answer) => ![200, 201, 202].includes(a.status) || a.code !== 200;

/** Uploads `bytes` as `name` through upload/chunk; stops at the first refusal. */
export async function uploadFile(
  session: Session,
  bytes: Uint8Array,
  name: string,
  chunkSize: number = UPLOAD_DEFAULTS.chunkSize,
): Promise<Chunked> {
  const file = {
    name,
    identifier: newIdentifier(name, bytes.length),
    totalSize: bytes.length,
    chunkSize,
  };
  const total = Math.max(1, Math.ceil(bytes.length / chunkSize));
  const answers: Answer[] = [];
  const start = performance.now();
  for (let n = 1; n <= total; n += 1) {
    const part = bytes.subarray((n - 1) * chunkSize, Math.min(bytes.length, n * chunkSize));
    const answer = await session.form('upload/chunk', chunkFields(file, n, part), {
      bytes: part,
      name,
    });
    answers.push(answer);
    if (refused(answer)) break;
  }
  const last = answers.at(-1)!;
  return { answers, last, fileId: last.data?.file?.id ?? null, ms: performance.now() - start };
}

export type Decided = { status: string; rejectReason: string; ms: number; detail: Answer };

/** Polls post/detail (as its author) until the post is no longer pending, or `timeoutMs` passes. */
export async function waitForPost(
  author: Session,
  postId: number,
  timeoutMs: number,
  everyMs = 1000,
): Promise<Decided> {
  const start = performance.now();
  for (;;) {
    const detail = await author.call('post/detail', { id: postId });
    const status: string = detail.data?.status ?? `code ${detail.code}`;
    const ms = performance.now() - start;
    if (status !== 'pending' || ms > timeoutMs)
      return { status, rejectReason: detail.data?.rejectReason ?? '', ms, detail };
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

export type Watched = { status: string; ms: number };

/**
 * Polls several posts together until each is decided: its status and when it was first seen
 * decided, in ms from the call (about 0: decided already when the watch began).
 */
export async function watchPosts(
  posts: { author: Session; id: number }[],
  timeoutMs: number,
  everyMs = 500,
): Promise<Watched[]> {
  const start = performance.now();
  const seen: (Watched | null)[] = posts.map(() => null);
  while (seen.includes(null) && performance.now() - start < timeoutMs) {
    await Promise.all(
      posts.map(async ({ author, id }, i) => {
        if (seen[i]) return;
        const status: string | undefined = (await author.call('post/detail', { id })).data?.status;
        if (status && status !== 'pending') seen[i] = { status, ms: performance.now() - start };
      }),
    );
    if (seen.includes(null)) await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return seen.map((w) => w ?? { status: 'pending', ms: performance.now() - start });
}

/** Uploads a clip and publishes it as a post (the publish screen's order): the post's id. */
export async function publishVideo(
  author: Session,
  clip: Uint8Array,
  content: string,
  price = 0,
): Promise<{ upload: Chunked; postId: number | null; publish: Answer | null }> {
  const upload = await uploadFile(author, clip, 'clip.mp4');
  if (!upload.fileId) return { upload, postId: null, publish: null };
  const publish = await author.call('post/publish', {
    content,
    video: upload.fileId,
    ...(price ? { price } : {}),
  });
  return { upload, postId: publish.code === 200 ? publish.data.id : null, publish };
}
