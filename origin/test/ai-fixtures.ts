// Test support for the AI studio's calls: photos made with ffmpeg and uploaded through
// upload/img, diamonds given directly, submissions, and the pixels of a picture.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { and, eq } from 'drizzle-orm';

import { encodeMarker } from '@/lib/domain/platform/image-codec';

import type { Db } from '../db/client';
import { uploads } from '../db/schema/community';
import { walletLedger, wallets } from '../db/schema/wallet';
import { uploadedKeyOf } from '../services/ai/pictures';
import type { MediaStore } from '../services/video/media-store';
import { ffmpegPath } from '../services/video/transcode';
import { fileOf, formOf } from './community-fixtures';
import type { Harness } from './harness';

const run = promisify(execFile);

/** Runs ffmpeg with `input` as its one input file; answers what it wrote to stdout. */
export async function ffmpegBytes(input: Uint8Array | null, args: string[]): Promise<Uint8Array> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ai-fixture-'));
  try {
    const file = path.join(dir, 'in');
    if (input) await writeFile(file, input);
    const { stdout } = await run(
      ffmpegPath(),
      ['-hide_banner', '-loglevel', 'error', ...(input ? ['-i', file] : []), ...args],
      { encoding: 'buffer', maxBuffer: 16 * 1024 * 1024 },
    );
    return new Uint8Array(stdout);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A PNG photo of one colour (ffmpeg colour name or 0xRRGGBB). */
export const solidPhoto = (colour: string, size = '320x400') =>
  ffmpegBytes(null, [
    ...['-f', 'lavfi', '-i', `color=c=${colour}:s=${size}`, '-frames:v', '1'],
    ...['-c:v', 'png', '-f', 'image2pipe', 'pipe:1'],
  ]);

/** A PNG signature with garbage after it: no decoder reads it (upload/img refuses it). */
export function brokenPng(): Uint8Array {
  const bytes = new Uint8Array(4096);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  for (let i = 8; i < bytes.length; i += 1) bytes[i] = (i * 73) % 256;
  return bytes;
}

/**
 * Replaces an uploaded photo's stored bytes with brokenPng (storage gone bad): uploads are
 * decoded before they are kept, so this is how an engine still meets an unreadable photo.
 */
export async function spoilPhoto(db: Db, media: MediaStore, photoId: string): Promise<void> {
  const [row] = await db.select({ url: uploads.url }).from(uploads).where(eq(uploads.id, photoId));
  const key = row ? uploadedKeyOf(row.url) : null;
  if (!key) throw new Error(`spoilPhoto: no uploaded picture ${photoId}`);
  await media.put(key, encodeMarker(brokenPng()));
}

/** The RGB of a picture's pixels, read by ffmpeg. */
export async function pixelsOf(image: Uint8Array, width: number, height: number) {
  const rgb = await ffmpegBytes(image, ['-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1']);
  if (rgb.length !== width * height * 3) throw new Error(`not ${width}×${height}: ${rgb.length}`);
  return (x: number, y: number) => {
    const at = (y * width + x) * 3;
    return [rgb[at]!, rgb[at + 1]!, rgb[at + 2]!] as const;
  };
}

/** Uploads `bytes` as the caller's picture (upload/img); its upload id. */
export async function uploadPhoto(h: Harness, token: string, bytes: Uint8Array, name = 'me.png') {
  const r = await h.call('upload/img', { token, form: formOf({}, fileOf(bytes, name)) });
  if (r.code !== 200) throw new Error(`upload/img: ${r.code} ${r.tip}`);
  return r.data.id as string;
}

/** Sets a user's diamonds (§5 tenths), making the wallet when there is none. */
export async function fund(db: Db, userId: number, diamonds: number): Promise<void> {
  await db
    .insert(wallets)
    .values({ userId, diamonds })
    .onConflictDoUpdate({ target: wallets.userId, set: { diamonds } });
}

export async function aiLedger(db: Db, userId: number) {
  return db
    .select()
    .from(walletLedger)
    .where(and(eq(walletLedger.userId, userId), eq(walletLedger.currency, 'diamonds')))
    .orderBy(walletLedger.id);
}

let requests = 0;
export const newRequestId = () => `req-${process.pid}-${++requests}-${Date.now()}`;

/** aiOrder/facechange/submit with consent, a fresh requestId unless one is given. */
export function submitFace(
  h: Harness,
  token: string,
  body: { templateId: number; photo: string; requestId?: string },
) {
  return h.call('aiOrder/facechange/submit', {
    token,
    body: { consent: true, requestId: newRequestId(), ...body },
  });
}

/** imgToVideo/generate with consent, a fresh requestId unless one is given. */
export function generateVideo(
  h: Harness,
  token: string,
  body: { photo: string; motion?: string; requestId?: string },
) {
  return h.call('imgToVideo/generate', {
    token,
    body: { consent: true, motion: 'zoomIn', requestId: newRequestId(), ...body },
  });
}
