// Pictures users upload themselves (an avatar, feedback screenshots), checked by their bytes,
// kept in the database and served under the IMAGE line as /u/<id>-<token>.<ext>. The community's
// upload calls store post pictures on disk; these are few and small, and stored here so any
// origin process can serve them.
import { randomBytes } from 'node:crypto';

import { and, eq } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { userImages, type UserImageKind } from '../../db/schema/account';
import { badInput } from '../../http/envelope';
import { cleanPicture, PictureRefused } from '../platform/picture-clean';

export const AVATAR_MIN_SIDE = 64;
export const AVATAR_MAX_SIDE = 1024;
export const USER_IMAGE_PREFIX = '/u/';

type Mime = 'image/jpeg' | 'image/png' | 'image/webp';
const EXT: Record<Mime, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
const PATH_RE = /^\/?u\/(\d{1,10})-([A-Za-z0-9_-]{16})\.(jpg|png|webp)$/;

export type ImageInfo = { mime: Mime; width: number; height: number };

function pngSize(b: Uint8Array): ImageInfo | null {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  // The size is IHDR's, which must come first; without it these bytes are no PNG.
  if (b.length < 24 || String.fromCharCode(...b.subarray(12, 16)) !== 'IHDR') return null;
  return { mime: 'image/png', width: view.getUint32(16), height: view.getUint32(20) };
}

function jpegSize(b: Uint8Array): ImageInfo | null {
  // Walk the segments to the first start-of-frame marker, which carries the size.
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    const length = (b[i + 2]! << 8) | b[i + 3]!;
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return {
        mime: 'image/jpeg',
        height: (b[i + 5]! << 8) | b[i + 6]!,
        width: (b[i + 7]! << 8) | b[i + 8]!,
      };
    }
    i += 2 + length;
  }
  return null;
}

function webpSize(b: Uint8Array): ImageInfo | null {
  const chunk = String.fromCharCode(...b.slice(12, 16));
  if (chunk === 'VP8 ' && b.length >= 30) {
    return {
      mime: 'image/webp',
      width: (b[26]! | (b[27]! << 8)) & 0x3fff,
      height: (b[28]! | (b[29]! << 8)) & 0x3fff,
    };
  }
  if (chunk === 'VP8L' && b.length >= 25) {
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    return { mime: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X' && b.length >= 30) {
    return {
      mime: 'image/webp',
      width: 1 + (b[24]! | (b[25]! << 8) | (b[26]! << 16)),
      height: 1 + (b[27]! | (b[28]! << 8) | (b[29]! << 16)),
    };
  }
  return null;
}

/** The picture's type and size from its first bytes; null when it is no JPEG, PNG or WebP. */
export function imageInfo(bytes: Uint8Array): ImageInfo | null {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47)
    return pngSize(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes);
  if (
    String.fromCharCode(...bytes.slice(0, 4)) === 'RIFF' &&
    String.fromCharCode(...bytes.slice(8, 12)) === 'WEBP'
  )
    return webpSize(bytes);
  return null;
}

export type UploadedFile = { size: number; arrayBuffer(): Promise<ArrayBuffer> };

export function isUploadedFile(value: unknown): value is UploadedFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as UploadedFile).arrayBuffer === 'function' &&
    typeof (value as UploadedFile).size === 'number'
  );
}

/**
 * Reads and checks an uploaded picture: a real JPEG, PNG or WebP within `maxBytes`, decoded and
 * encoded again as every upload is (picture-clean.ts: no EXIF, no GPS); its kept bytes and size.
 */
export async function readPicture(
  file: unknown,
  maxBytes: number,
): Promise<{ bytes: Buffer; info: ImageInfo }> {
  if (!isUploadedFile(file) || file.size === 0) throw badInput('请选择图片');
  if (file.size > maxBytes) throw badInput(`图片不能超过${Math.round(maxBytes / 1024)}KB`);
  const bytes = Buffer.from(await file.arrayBuffer());
  const info = imageInfo(bytes);
  if (!info || info.width === 0 || info.height === 0)
    throw badInput('仅支持 JPG、PNG 或 WebP 图片');
  try {
    const kept = await cleanPicture(bytes, EXT[info.mime]);
    const size = { width: kept.width, height: kept.height };
    return { bytes: Buffer.from(kept.bytes), info: { mime: info.mime, ...size } };
  } catch (error) {
    throw error instanceof PictureRefused ? badInput(error.tip) : error;
  }
}

/** Stores a checked picture; answers its path under the IMAGE line. */
export async function storeUserImage(
  db: Db,
  input: { userId: number; kind: UserImageKind; bytes: Buffer; info: ImageInfo; nowMs: number },
): Promise<string> {
  const token = randomBytes(12).toString('base64url');
  const [row] = await db
    .insert(userImages)
    .values({
      userId: input.userId,
      kind: input.kind,
      mime: input.info.mime,
      token,
      data: input.bytes.toString('base64'),
      createdAt: new Date(input.nowMs),
    })
    .returning({ id: userImages.id });
  return `${USER_IMAGE_PREFIX}${row!.id}-${token}.${EXT[input.info.mime]}`;
}

/** The picture at a public path, or null (unknown, or a wrong token: never a hint which). */
export async function loadUserImage(
  db: Db,
  path: string,
): Promise<{ mime: string; bytes: Buffer } | null> {
  const match = PATH_RE.exec(path);
  if (!match) return null;
  const [row] = await db
    .select({ mime: userImages.mime, data: userImages.data })
    .from(userImages)
    .where(and(eq(userImages.id, Number(match[1])), eq(userImages.token, match[2]!)));
  return row ? { mime: row.mime, bytes: Buffer.from(row.data, 'base64') } : null;
}

/** Drops a user's earlier pictures of a kind (an avatar replaced), keeping `keepPath`. */
export async function pruneUserImages(
  db: Db,
  userId: number,
  kind: UserImageKind,
  keepPath: string,
) {
  const keep = PATH_RE.exec(keepPath);
  const rows = await db
    .select({ id: userImages.id })
    .from(userImages)
    .where(and(eq(userImages.userId, userId), eq(userImages.kind, kind)));
  for (const row of rows) {
    if (String(row.id) !== keep?.[1]) await db.delete(userImages).where(eq(userImages.id, row.id));
  }
}
