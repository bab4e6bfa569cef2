import { describe, expect, it } from 'vitest';

import {
  demuxerOfHead,
  formatIs,
  isIngestExtension,
  isUploadVideoExtension,
  OPERATOR_VIDEO_LIMITS,
  PUBLISH_PICKER_ACCEPT,
  rateOf,
  shownSize,
  TIP_VIDEO_NO_PICTURE,
  TIP_VIDEO_UNREADABLE,
  transcodeTimeoutMs,
  uploadDemuxer,
  VIDEO_LIMITS,
  videoRefusal,
  type VideoFacts,
} from './uploads';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(
    parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
  );
const MP4 = bytes([0, 0, 0, 24], 'ftypisom');
const QT = bytes([0, 0, 0, 20], 'ftypqt  ');
const MKV = bytes([0x1a, 0x45, 0xdf, 0xa3]);
const AVI = bytes('RIFF', [0, 0, 0, 0], 'AVI LIST');
const FLV = bytes('FLV', [1]);
const M3U8 = bytes('#EXTM3U\n');

describe('the upload allow-list', () => {
  it('takes §9 video extensions but playlists, RealMedia and Flash, and an iPhone’s .mov', () => {
    for (const name of ['a.mp4', 'A.MP4', 'a.3gp', 'a.mkv', 'a.avi', 'a.flv', 'IMG_0042.MOV'])
      expect(isUploadVideoExtension(name)).toBe(true);
    for (const name of ['a.m3u8', 'a.rmvb', 'a.swf', 'a.ts', 'a.txt', 'a', 'a.constructor'])
      expect(isUploadVideoExtension(name)).toBe(false);
  });

  it('spells the upload extensions out in the publish picker’s accept list', () => {
    expect(PUBLISH_PICKER_ACCEPT).toBe('image/*,video/*,.mp4,.mov,.3gp,.mkv,.avi,.flv');
  });

  it('names the demuxer from the first bytes, only when the extension says the same', () => {
    expect([MP4, MKV, AVI, FLV, M3U8].map(demuxerOfHead)).toEqual([
      'mov',
      'matroska',
      'avi',
      'flv',
      null,
    ]);
    expect(uploadDemuxer('a.mp4', MP4)).toBe('mov');
    expect(uploadDemuxer('a.3gp', MP4)).toBe('mov');
    expect(uploadDemuxer('IMG_0042.MOV', QT)).toBe('mov');
    expect(uploadDemuxer('a.mov', MKV)).toBeNull();
    expect(uploadDemuxer('a.mkv', MKV)).toBe('matroska');
    expect(uploadDemuxer('a.mp4', MKV)).toBeNull();
    expect(uploadDemuxer('a.mp4', M3U8)).toBeNull();
    expect(uploadDemuxer('a.m3u8', M3U8)).toBeNull();
  });

  it("reads ffprobe's format names", () => {
    expect(formatIs('mov,mp4,m4a,3gp,3g2,mj2', 'mov')).toBe(true);
    expect(formatIs('matroska,webm', 'matroska')).toBe(true);
    expect(formatIs('hls', 'mov')).toBe(false);
    expect(formatIs('', 'avi')).toBe(false);
    expect([rateOf('30000/1001'), rateOf('1/100'), rateOf('0/0'), rateOf('N/A')]).toEqual([
      30000 / 1001,
      0.01,
      null,
      null,
    ]);
  });
});

describe('videoRefusal', () => {
  const phone: VideoFacts = { seconds: 15, frames: 450, fps: 30, width: 1080, height: 1920 };

  it('passes a phone video, 4K and a 10-minute one', () => {
    expect(videoRefusal(phone)).toBeNull();
    expect(videoRefusal({ ...phone, width: 3840, height: 2160 })).toBeNull();
    expect(videoRefusal({ ...phone, width: 2160, height: 4096 })).toBeNull();
    expect(videoRefusal({ ...phone, seconds: 600, frames: 18_000 })).toBeNull();
    expect(videoRefusal({ ...phone, frames: null })).toBeNull();
  });

  it('refuses two hours of 72 frames (the duration first, then the rate)', () => {
    const slides = { seconds: 7200, frames: 72, fps: 0.01, width: 64, height: 64 };
    expect(videoRefusal(slides)).toBe('视频时长不能超过10分钟');
    expect(videoRefusal({ ...slides, seconds: 500, fps: 72 / 500 })).toBe(
      '视频帧率过低（至少每秒1帧），请重新选择',
    );
  });

  it('refuses too high a rate, too many frames, too many pixels', () => {
    expect(videoRefusal({ ...phone, fps: 1000 })).toBe('视频帧率过高（最多每秒240帧），请重新选择');
    expect(videoRefusal({ ...phone, seconds: 300, fps: 240, frames: null })).toBe(
      '视频帧数过多，请剪短视频或降低帧率后重试',
    );
    // The container's count counts even when its duration and rate say less.
    expect(videoRefusal({ ...phone, frames: VIDEO_LIMITS.maxFrames + 1 })).toMatch('帧数过多');
    expect(videoRefusal({ ...phone, width: 4097, height: 100 })).toMatch('分辨率过高');
    expect(videoRefusal({ ...phone, width: 4096, height: 4096 })).toMatch('分辨率过高');
  });

  it('refuses what cannot be measured', () => {
    expect(videoRefusal({ ...phone, width: 0, height: 0 })).toBe(TIP_VIDEO_NO_PICTURE);
    expect(videoRefusal({ ...phone, seconds: null })).toBe(TIP_VIDEO_UNREADABLE);
    expect(videoRefusal({ ...phone, fps: null })).toBe(TIP_VIDEO_UNREADABLE);
  });
});

describe('transcodeTimeoutMs', () => {
  it('grows with the length and the pixels, from a minute', () => {
    expect(transcodeTimeoutMs({ seconds: 3, width: 320, height: 180 })).toBe(66_000);
    expect(transcodeTimeoutMs({ seconds: 600, width: 1920, height: 1080 })).toBe(1_260_000);
    expect(transcodeTimeoutMs({ seconds: 60, width: 3840, height: 2160 })).toBe(540_000);
    // Never more than the longest video allowed (ffmpeg writes no more than that).
    expect(transcodeTimeoutMs({ seconds: 7200, width: 320, height: 180 })).toBe(1_260_000);
  });
});

describe('shownSize', () => {
  it('swaps the sides of a quarter-turned picture, of either sign', () => {
    expect(shownSize(1920, 1080, -90)).toEqual({ width: 1080, height: 1920 });
    expect(shownSize(1920, 1080, 270)).toEqual({ width: 1080, height: 1920 });
    expect(shownSize(1920, 1080, 180)).toEqual({ width: 1920, height: 1080 });
    expect(shownSize(720, 1280, null)).toEqual({ width: 720, height: 1280 });
  });
});

describe('the operator limits', () => {
  const film = { seconds: 2 * 3600, frames: null, fps: 24, width: 1920, height: 1080 };
  it('take a two-hour film a user could not upload', () => {
    expect(videoRefusal(film)).toBe('视频时长不能超过10分钟');
    expect(videoRefusal(film, OPERATOR_VIDEO_LIMITS)).toBeNull();
  });
  it('stop at four hours, said in hours', () => {
    expect(videoRefusal({ ...film, seconds: 4 * 3600 + 1 }, OPERATOR_VIDEO_LIMITS)).toBe(
      '视频时长不能超过4小时',
    );
  });
  it('take MP4, MOV and MKV only', () => {
    expect(['mp4', 'MOV', 'mkv'].every(isIngestExtension)).toBe(true);
    expect(['avi', 'flv', '3gp'].some(isIngestExtension)).toBe(false);
  });
});
