// The ffmpeg work of one ingest (docs/media-api.md "Ingestion"): the source's ladder rungs
// (lib/domain/video/ladder.ts) as HLS fMP4 renditions laid out as the seed clips' (transcode.ts),
// the master playlist, a poster, the card's cover (cut from the poster) and a sprite of seek
// thumbnails. Work happens in a local folder; ingests.ts stores it.
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

import sharp from 'sharp';

import { ladderFor, thumbGrid, type Rung, type ThumbGrid } from '@/lib/domain/video/ladder';
import { OPERATOR_VIDEO_LIMITS, transcodeTimeoutMs } from '@/lib/domain/video/uploads';

import { uploadInputArgs, type ProbedVideo } from './probe';
import { ffmpeg, poster, renderRendition, writeMaster, type Source } from './transcode';

/** The player's poster: a frame at most this wide. */
const POSTER_WIDTH = 1280;
/** The card's cover: 16:9 (9:16 for a portrait source) at this long side. */
const COVER_LONG_SIDE = 480;

export type LadderOutput = {
  /** Local folder: master.m3u8 and one folder per rung. */
  dir: string;
  rungs: Rung[];
  duration: number;
  poster: Uint8Array;
  cover: Uint8Array;
  thumbs: Uint8Array;
  grid: ThumbGrid;
};

/** Reports progress as a percentage of the work (0–99: 100 is the row's `ready`). */
export type OnProgress = (percent: number) => Promise<void>;

/** The card's cover, cropped from the poster's middle. */
async function coverOf(frame: Uint8Array, portrait: boolean): Promise<Uint8Array> {
  const short = Math.round((COVER_LONG_SIDE * 9) / 16);
  const [width, height] = portrait ? [short, COVER_LONG_SIDE] : [COVER_LONG_SIDE, short];
  return sharp(frame).resize(width, height, { fit: 'cover' }).jpeg({ quality: 80 }).toBuffer();
}

/** Tile i the picture at i × interval s, `columns` a row, in one JPEG. */
async function sprite(source: Source, dir: string, grid: ThumbGrid): Promise<Uint8Array> {
  const filter =
    `fps=1/${grid.interval},scale=${grid.tileWidth}:${grid.tileHeight},setsar=1,` +
    `tile=${grid.columns}x${grid.rows}`;
  await ffmpeg(
    source,
    ['-map', '0:V:0', '-vf', filter, '-frames:v', '1', '-q:v', '5', 'thumbs.jpg'],
    dir,
  );
  return readFile(path.join(dir, 'thumbs.jpg'));
}

/**
 * Transcodes `input` (probed under the operator limits) into <workDir>/ladder: the rungs lowest
 * first, then the pictures. Each rung counts for its pixels in the progress; the pictures for
 * a share of one. A failure removes the folder.
 */
export async function transcodeLadder(
  input: string,
  probed: ProbedVideo,
  workDir: string,
  onProgress: OnProgress,
): Promise<LadderOutput> {
  const { width, height } = probed.shown;
  const rungs = ladderFor(width, height);
  const source: Source = {
    input: uploadInputArgs(probed.demuxer, input),
    timeoutMs: transcodeTimeoutMs(probed.facts, OPERATOR_VIDEO_LIMITS),
    maxSeconds: OPERATOR_VIDEO_LIMITS.maxSeconds,
  };
  const dir = path.join(workDir, 'ladder');
  const pictures = path.join(workDir, 'pictures');
  await rm(dir, { recursive: true, force: true });
  await mkdir(pictures, { recursive: true });
  const weights = rungs.map((r) => r.width * r.height);
  const total = weights.reduce((a, b) => a + b, 0) * 1.1;
  let done = 0;
  try {
    for (const [i, rung] of rungs.entries()) {
      await renderRendition(source, rung, path.join(dir, rung.name));
      done += weights[i]!;
      await onProgress(Math.min(99, Math.floor((done / total) * 100)));
    }
    const duration = await writeMaster(dir, rungs);
    const frame = await poster(source, pictures, 'poster.jpg', POSTER_WIDTH);
    const grid = thumbGrid(duration, width, height);
    const thumbs = await sprite(source, pictures, grid);
    const cover = await coverOf(frame, height > width);
    await onProgress(99);
    return { dir, rungs, duration, poster: frame, cover, thumbs, grid };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  } finally {
    await rm(pictures, { recursive: true, force: true });
  }
}
