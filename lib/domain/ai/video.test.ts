import { describe, expect, it } from 'vitest';

import {
  AI_VIDEO_MOTIONS,
  AI_VIDEO_POLL_MS,
  aiVideoIdOf,
  aiVideoMotionName,
  aiVideoPlaybackId,
  aiVideoPollInterval,
  aiVideoPriceText,
  aiVideoStateText,
  isAiVideoMotion,
  videoFrameSize,
  videoSubmitBlocker,
} from './video';

describe('image-to-video rules', () => {
  it('names every motion and state in Chinese', () => {
    expect(AI_VIDEO_MOTIONS.map(aiVideoMotionName)).toEqual([
      '缓慢推近',
      '缓慢拉远',
      '左右平移',
      '呼吸律动',
    ]);
    expect((['queued', 'running', 'done', 'failed'] as const).map(aiVideoStateText)).toEqual([
      '排队中',
      '生成中',
      '已完成',
      '生成失败',
    ]);
    expect(isAiVideoMotion('pan')).toBe(true);
    expect(isAiVideoMotion('spin')).toBe(false);
  });

  it('prices in diamonds (tenths)', () => {
    expect(aiVideoPriceText(300)).toBe('30钻石');
    expect(aiVideoPriceText(0)).toBe('免费');
  });

  it('polls only while a video is queued or running', () => {
    expect(aiVideoPollInterval([])).toBe(false);
    expect(aiVideoPollInterval(['done', 'failed'])).toBe(false);
    expect(aiVideoPollInterval(['done', 'running'])).toBe(AI_VIDEO_POLL_MS);
    expect(aiVideoPollInterval(['queued'])).toBe(AI_VIDEO_POLL_MS);
  });

  it('says what is missing, in order: photo, motion, consent, room', () => {
    const ready = { hasPhoto: true, motion: 'pan', consent: true, open: 0 } as const;
    expect(videoSubmitBlocker({ ...ready, hasPhoto: false })).toBe('请先上传照片');
    expect(videoSubmitBlocker({ ...ready, motion: null })).toBe('请选择运动效果');
    expect(videoSubmitBlocker({ ...ready, consent: false })).toBe('请先勾选授权确认');
    expect(videoSubmitBlocker({ ...ready, open: 2 })).toBe('已有2个视频正在生成，请完成后再提交');
    expect(videoSubmitBlocker({ ...ready, open: 1 })).toBeNull();
  });

  it('names an order to the playlist route as aiv-<id>, and reads only that back', () => {
    expect(aiVideoPlaybackId(100_001)).toBe('aiv-100001');
    expect(aiVideoIdOf('aiv-100001')).toBe(100_001);
    for (const bad of ['aiv-0', 'aiv-01', 'aiv-x', 'live-1', '7', 'aiv-9999999999'])
      expect(aiVideoIdOf(bad), bad).toBeNull();
  });

  it('keeps the photo’s shape within 720×1280 (or 1280×720), even sides, never enlarged', () => {
    expect(videoFrameSize({ width: 900, height: 1200 })).toEqual({ width: 720, height: 960 });
    expect(videoFrameSize({ width: 1080, height: 1920 })).toEqual({ width: 720, height: 1280 });
    expect(videoFrameSize({ width: 1280, height: 960 })).toEqual({ width: 960, height: 720 });
    expect(videoFrameSize({ width: 1000, height: 1000 })).toEqual({ width: 720, height: 720 });
    // Small photos stay their size (made even).
    expect(videoFrameSize({ width: 301, height: 401 })).toEqual({ width: 300, height: 400 });
    // Past 9:16 or 16:9 the photo is cropped to it.
    expect(videoFrameSize({ width: 500, height: 2000 })).toEqual({ width: 500, height: 888 });
    expect(videoFrameSize({ width: 4000, height: 500 })).toEqual({ width: 888, height: 500 });
    expect(videoFrameSize({ width: 8000, height: 1000 })).toEqual({ width: 1280, height: 720 });
  });
});
