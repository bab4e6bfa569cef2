// Reads an uploaded video before anything decodes it: which container its bytes are (the demuxer
// then forced on ffprobe and ffmpeg alike, never guessed), and what it holds (duration, frames,
// rate, size), which the rules of lib/domain/video/uploads.ts accept or refuse. ffprobe comes
// with npm install (@ffprobe-installer/ffprobe); without it, `ffprobe` on PATH.
import { createRequire } from 'node:module';
import path from 'node:path';

import {
  formatIs,
  isUploadVideoExtension,
  rateOf,
  shownSize,
  TIP_VIDEO_FORMAT,
  TIP_VIDEO_NO_PICTURE,
  TIP_VIDEO_UNREADABLE,
  uploadDemuxer,
  VIDEO_LIMITS,
  videoRefusal,
  type VideoDemuxer,
  type VideoLimits,
  type VideoFacts,
} from '@/lib/domain/video/uploads';

import { runLowPriority } from '../platform/ffmpeg-run';
import { readHead } from '../platform/upload-files';

/** ffprobe reads headers and a few packets: seconds, even for a large file. */
const PROBE_TIMEOUT_MS = 30_000;

let resolved: string | undefined;

/** The ffprobe binary: the npm package's, else `ffprobe` on PATH. */
export function ffprobePath(): string {
  if (resolved) return resolved;
  try {
    const require = createRequire(import.meta.url);
    resolved = (require('@ffprobe-installer/ffprobe') as { path: string }).path;
  } catch {
    resolved = 'ffprobe';
  }
  return resolved;
}

/**
 * The input options of every ffprobe and ffmpeg run over an upload: only the file protocol, only
 * the one demuxer (forced), mov's external data references ('dref') off, and the file named by an
 * absolute `file:` URL, so no part of its name can be read as a protocol or a pattern.
 */
export function uploadInputArgs(demuxer: VideoDemuxer, file: string): string[] {
  return [
    ...['-protocol_whitelist', 'file', '-format_whitelist', demuxer, '-f', demuxer],
    ...(demuxer === 'mov' ? ['-enable_drefs', '0', '-use_absolute_path', '0'] : []),
    ...['-i', `file:${path.resolve(file)}`],
  ];
}

/** `shown`: the picture size after rotation, as the transcoded clip has it (shownSize). */
export type ProbedVideo = {
  demuxer: VideoDemuxer;
  facts: VideoFacts;
  shown: { width: number; height: number };
};
export type ProbeOutcome = { ok: true; video: ProbedVideo } | { ok: false; tip: string };

type Stream = {
  codec_type?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  nb_frames?: string;
  duration?: string;
  disposition?: { attached_pic?: number };
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
};
type ProbeJson = { format?: { format_name?: string; duration?: string }; streams?: Stream[] };

const positive = (text: string | undefined) => {
  const n = Number(text);
  return Number.isFinite(n) && n > 0 ? n : null;
};

/** The first picture stream (the one the transcoder maps), if any. */
const pictureOf = (json: ProbeJson) =>
  json.streams?.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);

/** The stream's rotation: the display matrix's (newer ffprobe), else the old `rotate` tag. */
function rotationOf(video: Stream): number | null {
  const matrix = video.side_data_list?.find((d) => typeof d.rotation === 'number');
  if (matrix) return matrix.rotation!;
  const tag = Number(video.tags?.rotate);
  return Number.isFinite(tag) ? tag : null;
}

/** The facts of the picture stream, or null when none. */
function factsOf(json: ProbeJson): VideoFacts | null {
  const video = pictureOf(json);
  if (!video) return null;
  const durations = [positive(json.format?.duration), positive(video.duration)];
  const known = durations.filter((d): d is number => d !== null);
  return {
    seconds: known.length > 0 ? Math.max(...known) : null,
    frames: positive(video.nb_frames),
    fps: rateOf(video.avg_frame_rate) ?? rateOf(video.r_frame_rate),
    width: video.width ?? 0,
    height: video.height ?? 0,
  };
}

const refuse = (tip: string): ProbeOutcome => ({ ok: false, tip });

/**
 * Whether the video at `file` (uploaded as `.extension`) may be transcoded under `limits` (a
 * user's by default; the console's: OPERATOR_VIDEO_LIMITS), and how to read it.
 */
export async function probeUpload(
  file: string,
  extension: string,
  limits: VideoLimits = VIDEO_LIMITS,
): Promise<ProbeOutcome> {
  const name = `upload.${extension}`;
  if (!isUploadVideoExtension(name)) return refuse(TIP_VIDEO_FORMAT);
  const demuxer = uploadDemuxer(name, await readHead(file));
  if (!demuxer) return refuse(TIP_VIDEO_UNREADABLE);
  let json: ProbeJson;
  try {
    const { stdout, stderr } = await runLowPriority(
      ffprobePath(),
      [
        ...['-hide_banner', '-v', 'warning', ...uploadInputArgs(demuxer, file)],
        ...['-show_format', '-show_streams', '-print_format', 'json'],
      ],
      { timeoutMs: PROBE_TIMEOUT_MS },
    );
    // A track whose data lives in another file: refused, though it would not be opened.
    if (/external track/i.test(stderr)) return refuse(TIP_VIDEO_UNREADABLE);
    json = JSON.parse(stdout) as ProbeJson;
  } catch {
    return refuse(TIP_VIDEO_UNREADABLE);
  }
  if (!formatIs(json.format?.format_name ?? '', demuxer)) return refuse(TIP_VIDEO_UNREADABLE);
  const facts = factsOf(json);
  if (!facts) return refuse(TIP_VIDEO_NO_PICTURE);
  const tip = videoRefusal(facts, limits);
  if (tip) return refuse(tip);
  const shown = shownSize(facts.width, facts.height, rotationOf(pictureOf(json)!));
  return { ok: true, video: { demuxer, facts, shown } };
}
