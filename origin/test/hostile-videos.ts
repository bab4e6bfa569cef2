// Files an attacker uploads as "videos" to make the transcoder read something else or work for
// hours (issue 34): playlists and concat lists naming files on the server, containers disguised
// behind an MP4's first bytes, an MP4 whose track lives in another file, a 2-hour slide show.
import { makeTestClip, makeVideo } from './video-fixtures';

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

/** A master playlist whose one variant is `target` (a path relative to the uploaded file). */
export const masterPlaylist = (target: string) =>
  text(`#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000\n${target}\n`);

/** An ffconcat list reading `target`. */
export const concatList = (target: string) => text(`ffconcat version 1.0\nfile '${target}'\n`);

/** `body` behind an MP4 'ftyp' box: the first bytes say MP4, the rest is something else. */
export const behindFtyp = (body: Uint8Array) =>
  concat(new Uint8Array([0, 0, 0, 20]), text('ftypisom\0\0\x02\0isom'), body);

/**
 * A real MPEG-TS video whose first packet is a null packet carrying 'ftyp' at byte 4 (with a
 * JPEG 2000 brand, so the MP4 guess scores low): a check of the first bytes calls it an MP4,
 * ffmpeg left to guess calls it MPEG-TS and plays it.
 */
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

function childBox(b: Uint8Array, parent: number, type: string, header = 8): number {
  const end = parent + be32(b, parent);
  for (let at = parent + header; at < end; at += be32(b, at))
    if (boxType(b, at) === type) return at;
  throw new Error(`no ${type} box`);
}

/**
 * The 3-second test clip with its video track's data reference ('dref') turned into a QuickTime
 * alias naming `target`: a player that follows it reads the track from that other file. The
 * clip's moov is at the end (ffmpeg's default), so growing it moves no sample offset.
 */
export function mp4WithExternalTrack(target: string): Uint8Array {
  const src = makeTestClip();
  let moov = 0;
  while (boxType(src, moov) !== 'moov') moov += be32(src, moov);
  const chain = [moov];
  for (const type of ['trak', 'mdia', 'minf', 'dinf', 'dref'])
    chain.push(childBox(src, chain.at(-1)!, type));
  const entry = chain.at(-1)! + 16; // after the dref's size, type, version and entry count
  const path = text(target.length % 2 ? `${target}\0` : target);
  // An 'alis' entry: 150 bytes of alias record, then its absolute path (type 2), then the end.
  const alias = new Uint8Array(12 + 150 + 4 + path.length + 4);
  put32(alias, 0, alias.length);
  alias.set(text('alis'), 4);
  alias.set([0, 2, path.length >> 8, path.length & 255], 162);
  alias.set(path, 166);
  alias.set([0xff, 0xff, 0, 0], 166 + path.length);
  const delta = alias.length - be32(src, entry);
  const out = concat(src.subarray(0, entry), alias, src.subarray(entry + be32(src, entry)));
  for (const at of chain) put32(out, at, be32(src, at) + delta);
  return out;
}

/** 72 frames at 1/100 fps: a few KB that claim two hours, 25 fps of output after the fps filter. */
export const twoHourSlideShow = () =>
  makeVideo([
    ...['-f', 'lavfi', '-i', 'testsrc=size=64x64:rate=1', '-frames:v', '72'],
    ...['-vf', 'setpts=N*100/TB', '-r', '0.01', '-c:v', 'libx264', '-preset', 'ultrafast'],
  ]);

/** Sound only, in an MP4. */
export const soundOnlyMp4 = () =>
  makeVideo(['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2', '-c:a', 'aac']);
