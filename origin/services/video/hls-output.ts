// The ffmpeg output options every HLS rendition is written with, the seed clips' (seed/
// make-clips.ts) as the uploads' (transcode.ts): the player and the VID line rely on the same
// layout for both (index.m3u8, init.mp4, seg-NNN.m4s, VOD, segments of exactly SEGMENT_SECONDS).
import { SEGMENT_SECONDS } from './media-library';

/**
 * Keyframes every SEGMENT_SECONDS at `fps` (so every segment is exactly that long and starts on
 * one) and the HLS muxer writing fMP4 segments into the working directory. Goes last: it names
 * the output file.
 */
export function hlsOutputArgs(fps: number): string[] {
  const gop = String(fps * SEGMENT_SECONDS);
  return [
    '-g',
    gop,
    '-keyint_min',
    gop,
    '-sc_threshold',
    '0',
    '-force_key_frames',
    `expr:gte(t,n_forced*${SEGMENT_SECONDS})`,
    ...hlsMuxerArgs(),
  ];
}

/**
 * The HLS muxer alone (index.m3u8, init.mp4, seg-NNN.m4s, VOD), for a stream copied as it is
 * (a made 图生视频 clip): segments are cut at its own keyframes. Goes last.
 */
export function hlsMuxerArgs(): string[] {
  return [
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_flags',
    'independent_segments',
    '-hls_segment_type',
    'fmp4',
    '-hls_fmp4_init_filename',
    'init.mp4',
    '-hls_segment_filename',
    'seg-%03d.m4s',
    'index.m3u8',
  ];
}

/** RFC 6381 codec string of the H.264 track, read from the avcC box of init.mp4. */
export function avcCodec(init: Uint8Array): string {
  const at = Buffer.from(init).indexOf('avcC');
  if (at < 0) throw new Error('init.mp4 has no avcC box');
  const hex = (b: number) => b.toString(16).padStart(2, '0');
  // avcC: configurationVersion, AVCProfileIndication, profile_compatibility, AVCLevelIndication.
  return `avc1.${hex(init[at + 5]!)}${hex(init[at + 6]!)}${hex(init[at + 7]!)}`;
}
