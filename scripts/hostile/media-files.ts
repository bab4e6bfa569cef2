// The files the hostile pass uploads, made here with the ffmpeg the origin transcodes with
// (origin/services/video/transcode.ts ffmpegPath): a normal phone-like clip, the 2-hour slide show of
// 72 frames at 1/100 fps, and "videos" that name other files on the server (a playlist, an
// ffconcat list, an MP4 whose track lives elsewhere) or hide another container behind an MP4's
// first bytes. The same recipes as origin/test/hostile-videos.ts, without the test harness.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { ffmpegPath } from '../../origin/services/video/transcode';
import { seedCatalogue } from '../../origin/seed/seed-media';
import { ROOT } from './context';

const text = (value: string) => new TextEncoder().encode(value);

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The file ffmpeg writes with `args` (inputs and options; the output name is added). */
export function makeVideo(args: string[], extension = 'mp4'): Uint8Array {
  const work = mkdtempSync(path.join(tmpdir(), 'hostile-clip-'));
  const file = path.join(work, `out.${extension}`);
  try {
    execFileSync(ffmpegPath(), ['-hide_banner', '-loglevel', 'error', '-y', ...args, file]);
    return new Uint8Array(readFileSync(file));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** H.264 test pattern with AAC sound at 25 fps: what a phone would upload. */
export const testClip = (seconds = 3, size = '320x180') =>
  makeVideo([
    ...['-f', 'lavfi', '-i', `testsrc=size=${size}:rate=25:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest'],
  ]);

/** 72 frames at 1/100 fps: a small file that claims two hours (25 fps of output after the fps filter). */
export const slideShow = () =>
  makeVideo([
    ...['-f', 'lavfi', '-i', 'testsrc=size=64x64:rate=1', '-frames:v', '72'],
    ...['-vf', 'setpts=N*100/TB', '-r', '0.01', '-c:v', 'libx264', '-preset', 'ultrafast'],
  ]);

/** One second 8192 pixels wide: past the transcoder's 4096 side. */
export const tooWideClip = () =>
  makeVideo([
    ...['-f', 'lavfi', '-i', 'testsrc=size=8192x16:rate=25:duration=1'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast'],
  ]);

/** A master playlist whose one variant is `target` (a path relative to the uploaded file). */
export const masterPlaylist = (target: string) =>
  text(`#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000\n${target}\n`);

/** An ffconcat list reading `target`. */
export const concatList = (target: string) => text(`ffconcat version 1.0\nfile '${target}'\n`);

/** `body` behind an MP4 'ftyp' box: the first bytes say MP4, the rest is something else. */
export const behindFtyp = (body: Uint8Array) =>
  concat(new Uint8Array([0, 0, 0, 20]), text('ftypisom\0\0\x02\0isom'), body);

/** A real MPEG-TS video whose first packet is a null packet carrying 'ftyp' at byte 4. */
export function transportStreamAsMp4(): Uint8Array {
  const ts = makeVideo(
    [
      ...['-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=25:duration=3'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-f', 'mpegts'],
    ],
    'ts',
  );
  const packet = new Uint8Array(188).fill(0xff);
  packet.set([0x47, 0x1f, 0xff, 0x10]);
  packet.set(text('ftypjp2 '), 4);
  return concat(packet, ts);
}

const be32 = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;
const put32 = (b: Uint8Array, at: number, v: number) =>
  b.set([v >>> 24, (v >>> 16) & 255, (v >>> 8) & 255, v & 255], at);
const boxType = (b: Uint8Array, at: number) => String.fromCharCode(...b.subarray(at + 4, at + 8));

function childBox(b: Uint8Array, parent: number, type: string): number {
  const end = parent + be32(b, parent);
  for (let at = parent + 8; at < end; at += be32(b, at)) if (boxType(b, at) === type) return at;
  throw new Error(`no ${type} box`);
}

/**
 * A 3-second clip whose video track's data reference is a QuickTime alias naming `target` (an
 * absolute path): a demuxer that follows it reads the track from that file.
 */
export function mp4WithExternalTrack(target: string): Uint8Array {
  const src = testClip();
  let moov = 0;
  while (boxType(src, moov) !== 'moov') moov += be32(src, moov);
  const chain = [moov];
  for (const type of ['trak', 'mdia', 'minf', 'dinf', 'dref'])
    chain.push(childBox(src, chain.at(-1)!, type));
  const entry = chain.at(-1)! + 16;
  const name = text(target.length % 2 ? `${target}\0` : target);
  const alias = new Uint8Array(12 + 150 + 4 + name.length + 4);
  put32(alias, 0, alias.length);
  alias.set(text('alis'), 4);
  alias.set([0, 2, name.length >> 8, name.length & 255], 162);
  alias.set(name, 166);
  alias.set([0xff, 0xff, 0, 0], 166 + name.length);
  const delta = alias.length - be32(src, entry);
  const out = concat(src.subarray(0, entry), alias, src.subarray(entry + be32(src, entry)));
  for (const at of chain) put32(out, at, be32(src, at) + delta);
  return out;
}

/** `size` bytes that start as a JPEG (SOI, APP0 'JFIF') and go on at random. */
export function junkJpeg(size: number): Uint8Array {
  const bytes = new Uint8Array(randomBytes(size));
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
  return bytes;
}

/** `size` bytes of an MP4's first box, then random: the first chunk of a declared video. */
export function mp4Head(size: number): Uint8Array {
  const bytes = new Uint8Array(randomBytes(size));
  bytes.set([0, 0, 0, 32, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]);
  return bytes;
}

/**
 * A VIP video of the seed and its clip's 480p rendition: the playlist as a path relative to
 * where the origin assembles an upload (DATA_DIR/uploads/files), and the init segment's
 * absolute path. With the default ./data the relative path makes the 92-byte playlist.
 */
export function vipTarget(dataDir: string) {
  const vip = seedCatalogue().videos.find((v) => v.access === 'vip')!;
  const rendition = path.join(ROOT, 'origin', 'media', 'vid', vip.clip, '480p');
  const from = path.join(dataDir, 'uploads', 'files');
  return {
    videoId: vip.id,
    clip: vip.clip,
    playlist: path.relative(from, path.join(rendition, 'index.m3u8')),
    init: path.relative(from, path.join(rendition, 'init.mp4')),
    initAbsolute: path.join(rendition, 'init.mp4'),
  };
}
