// What an uploaded video may be before the transcoder touches it (docs/community-api.md
// "Uploads"): a container from a short allow-list, whose demuxer is named by the file's own bytes
// and forced (never guessed by ffmpeg, which would follow playlists and references to other
// files), and a size of work the community can afford: duration, frames, frame rate, pixels.
import { fileExtension } from '../platform/files';

/**
 * Video extensions accepted for upload: §9's, less m3u8, rmvb and swf (they stay in §9's category
 * table but are refused: a playlist names other files, and nobody films in RealMedia or Flash),
 * plus mov (files.ts UPLOAD_EXTRA_EXTENSIONS), the QuickTime movie an iPhone records.
 */
export const UPLOAD_VIDEO_EXTENSIONS = ['mp4', 'mov', '3gp', 'mkv', 'avi', 'flv'] as const;

export const TIP_VIDEO_FORMAT = '不支持该视频格式，请上传 MP4、MOV、3GP、MKV、AVI 或 FLV';
export const TIP_VIDEO_UNREADABLE =
  '无法识别该视频，请上传 MP4、MOV、3GP、MKV、AVI 或 FLV 格式的视频';
export const TIP_VIDEO_NO_PICTURE = '文件中没有视频画面，请重新选择';
/** A transcoding that failed for no reason the probe saw (the post is rejected with it). */
export const TIP_VIDEO_FAILED = '视频处理失败，请重新上传';

/** ffmpeg's demuxers for the allow-list; none of them opens another file (mov's drefs are off). */
export type VideoDemuxer = 'mov' | 'matroska' | 'avi' | 'flv';

const DEMUXER_OF_EXTENSION: Record<(typeof UPLOAD_VIDEO_EXTENSIONS)[number], VideoDemuxer> = {
  mp4: 'mov',
  // QuickTime: the same ISO box structure ('ftyp qt  '), read by the same demuxer.
  mov: 'mov',
  '3gp': 'mov',
  mkv: 'matroska',
  avi: 'avi',
  flv: 'flv',
};

const demuxerOfName = (name: string): VideoDemuxer | undefined => {
  const ext = fileExtension(name);
  return Object.hasOwn(DEMUXER_OF_EXTENSION, ext)
    ? DEMUXER_OF_EXTENSION[ext as keyof typeof DEMUXER_OF_EXTENSION]
    : undefined;
};

export const isUploadVideoExtension = (name: string): boolean => !!demuxerOfName(name);

/**
 * The publish picker's accept list: any picture or video, and the upload extensions spelled out,
 * so a picker that knows no MIME type for one (.mov on some Android builds, .mkv, .flv) still
 * offers it.
 */
export const PUBLISH_PICKER_ACCEPT = [
  'image/*',
  'video/*',
  ...UPLOAD_VIDEO_EXTENSIONS.map((ext) => `.${ext}`),
].join(',');

const ascii = (bytes: Uint8Array, at: number, text: string) =>
  [...text].every((ch, i) => bytes[at + i] === ch.charCodeAt(0));

/** The container the first bytes announce, or null when they announce none of the list. */
export function demuxerOfHead(head: Uint8Array): VideoDemuxer | null {
  if (ascii(head, 4, 'ftyp')) return 'mov';
  if (ascii(head, 0, '\x1a\x45\xdf\xa3')) return 'matroska';
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'AVI ')) return 'avi';
  if (ascii(head, 0, 'FLV')) return 'flv';
  return null;
}

/** The demuxer to force for an upload named `name` starting with `head`: both must agree. */
export function uploadDemuxer(name: string, head: Uint8Array): VideoDemuxer | null {
  const wanted = demuxerOfName(name);
  return wanted && demuxerOfHead(head) === wanted ? wanted : null;
}

/**
 * Whether ffprobe's format_name (e.g. "mov,mp4,m4a,3gp,3g2,mj2", "matroska,webm") is the
 * demuxer that was forced.
 */
export const formatIs = (formatName: string, demuxer: VideoDemuxer): boolean =>
  formatName.split(',').includes(demuxer);

/**
 * Our limits (§9 names none). Ten minutes is a long post for a phone community; 36,000 frames is
 * ten minutes at 60 fps, what decoding may cost whatever the rate; up to 240 fps keeps phones'
 * slow motion; under 1 fps is a slide show, and the transcoder's 25 fps would repeat each frame
 * for nothing; 4096 wide and 4K's pixels (4096×2160) take any phone's camera.
 */
export const VIDEO_LIMITS = {
  maxSeconds: 600,
  maxFrames: 36_000,
  minFps: 1,
  maxFps: 240,
  maxSide: 4096,
  maxPixels: 4096 * 2160,
} as const;

export type VideoLimits = { readonly [K in keyof typeof VIDEO_LIMITS]: number };

/**
 * The operator console's limits (video ingestion, docs/media-api.md "Ingestion"): wider than a
 * user's. Four hours holds any film or a long episode with room; 864,000 frames is four hours
 * at 60 fps; rates and sizes as for users (4K is the top of the ladder's sources anyway).
 */
export const OPERATOR_VIDEO_LIMITS: VideoLimits = {
  ...VIDEO_LIMITS,
  maxSeconds: 4 * 3600,
  maxFrames: 4 * 3600 * 60,
};

/** Source files an operator may ingest: what editing tools export. */
export const INGEST_EXTENSIONS = ['mp4', 'mov', 'mkv'] as const;
/** 4 GiB: a two-hour 1080p master at a generous bit rate. */
export const INGEST_MAX_BYTES = 4 * 1024 ** 3;
export const TIP_INGEST_FORMAT = '仅支持 MP4、MOV、MKV 格式的视频文件';
export const TIP_INGEST_TOO_LARGE = '视频文件不能超过4GB';

export const isIngestExtension = (extension: string): boolean =>
  (INGEST_EXTENSIONS as readonly string[]).includes(extension.toLowerCase());

/** "10分钟", "4小时": a limit as a tip says it. */
const durationText = (seconds: number) =>
  seconds >= 3600 && seconds % 3600 === 0 ? `${seconds / 3600}小时` : `${seconds / 60}分钟`;

/** What the probe read of the first video stream and the container. null: not stated. */
export type VideoFacts = {
  seconds: number | null;
  frames: number | null;
  fps: number | null;
  width: number;
  height: number;
};

/** ffprobe's "30000/1001" as a number; null for "0/0", "N/A" or nonsense. */
export function rateOf(text: string | undefined): number | null {
  const m = /^(\d+)\/(\d+)$/.exec(text ?? '');
  if (!m || Number(m[2]) === 0) return null;
  const rate = Number(m[1]) / Number(m[2]);
  return rate > 0 ? rate : null;
}

/** Why this video is refused (a tip for the uploader), or null when it may be transcoded. */
export function videoRefusal(facts: VideoFacts, limits: VideoLimits = VIDEO_LIMITS): string | null {
  const { seconds, fps, width, height } = facts;
  if (!(width > 0 && height > 0)) return TIP_VIDEO_NO_PICTURE;
  if (seconds === null || !(seconds > 0) || fps === null) return TIP_VIDEO_UNREADABLE;
  if (seconds > limits.maxSeconds) return `视频时长不能超过${durationText(limits.maxSeconds)}`;
  if (fps < limits.minFps) return `视频帧率过低（至少每秒${limits.minFps}帧），请重新选择`;
  if (fps > limits.maxFps) return `视频帧率过高（最多每秒${limits.maxFps}帧），请重新选择`;
  if (Math.max(width, height) > limits.maxSide || width * height > limits.maxPixels)
    return '视频分辨率过高，最高支持4K（4096×2160）';
  // The count the container states, or what its duration and rate make, whichever is more.
  const frames = Math.max(facts.frames ?? 0, Math.ceil(seconds * fps));
  if (frames > limits.maxFrames) return '视频帧数过多，请剪短视频或降低帧率后重试';
  return null;
}

const FULL_HD_PIXELS = 1920 * 1080;

/**
 * How long one ffmpeg run over this video may take: a minute to start, then two seconds per
 * second of video per Full HD of pixels (a 1080p render here runs at about three times real
 * time on one thread; a busy machine and a low priority take the rest).
 */
export function transcodeTimeoutMs(
  facts: Pick<VideoFacts, 'seconds' | 'width' | 'height'>,
  limits: VideoLimits = VIDEO_LIMITS,
) {
  const seconds = Math.min(facts.seconds ?? limits.maxSeconds, limits.maxSeconds);
  const load = Math.max(1, (facts.width * facts.height) / FULL_HD_PIXELS);
  return Math.round(60_000 + seconds * 2_000 * load);
}

/** Transcodes running at once (each on few threads, at low priority), at most one per user. */
export const TRANSCODE_SLOTS = 2;

/**
 * The picture size as shown: a phone stores a portrait video as landscape frames with a 90° or
 * 270° rotation (ffmpeg's transcoder applies it), so the sides swap then. `rotation` in degrees,
 * any sign (ffprobe's display matrix says -90); null when none is stated.
 */
export function shownSize(
  width: number,
  height: number,
  rotation: number | null,
): { width: number; height: number } {
  const quarterTurns = Math.round((rotation ?? 0) / 90);
  return quarterTurns % 2 !== 0 ? { width: height, height: width } : { width, height };
}
