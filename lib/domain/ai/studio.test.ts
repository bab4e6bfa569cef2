import { describe, expect, it } from 'vitest';

import {
  AI_PHOTO_MAX_SIDE,
  AI_POLL_MS,
  aiPollInterval,
  aiPriceText,
  aiStatusText,
  faceSubmitBlocker,
  photoScale,
} from './studio';

describe('ai studio rules', () => {
  it('names every order status in Chinese', () => {
    expect(['queued', 'processing', 'done', 'failed'].map((s) => aiStatusText(s as never))).toEqual(
      ['排队中', '生成中', '已完成', '生成失败'],
    );
  });

  it('prices in diamonds (tenths), free at 0', () => {
    expect(aiPriceText(0)).toBe('免费');
    expect(aiPriceText(50)).toBe('5钻石');
    expect(aiPriceText(100)).toBe('10钻石');
  });

  it('polls only while an order is queued or processing', () => {
    expect(aiPollInterval([])).toBe(false);
    expect(aiPollInterval(['done', 'failed'])).toBe(false);
    expect(aiPollInterval(['done', 'processing'])).toBe(AI_POLL_MS);
    expect(aiPollInterval(['queued'])).toBe(AI_POLL_MS);
  });

  it('scales a big photo down to the longest side, keeps a small one, refuses a tiny one', () => {
    expect(photoScale({ width: 4000, height: 3000 })).toEqual({
      width: AI_PHOTO_MAX_SIDE,
      height: 960,
    });
    expect(photoScale({ width: 600, height: 800 })).toEqual({ width: 600, height: 800 });
    expect(photoScale({ width: 100, height: 800 })).toEqual({
      error: '照片太小，请选择短边至少128像素的清晰正脸照',
    });
    expect(photoScale({ width: 0, height: 0 })).toEqual({ error: '图片无法读取，请换一张' });
  });

  it('says what is missing before a face swap can be sent', () => {
    expect(faceSubmitBlocker({ hasPhoto: false, consent: true, unfinished: 0 })).toBe(
      '请先上传本人正脸照片',
    );
    expect(faceSubmitBlocker({ hasPhoto: true, consent: false, unfinished: 0 })).toBe(
      '请先勾选同意',
    );
    expect(faceSubmitBlocker({ hasPhoto: true, consent: true, unfinished: 3 })).toBe(
      '已有3个作品正在生成，请完成后再提交',
    );
    expect(faceSubmitBlocker({ hasPhoto: true, consent: true, unfinished: 2 })).toBeNull();
  });
});
