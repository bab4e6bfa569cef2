import { describe, expect, it } from 'vitest';

import {
  AI_IMAGE_OPEN_MAX,
  AI_IMAGE_PROMPT_MAX,
  AI_IMAGE_SIZES,
  AI_IMAGE_STYLES,
  TIP_AI_IMAGE_BUSY,
  aiImagePixels,
  aiImageSizeName,
  aiImageStyleName,
  aiImageStyleWords,
  imageSubmitBlocker,
  isAiImageSize,
  isAiImageStyle,
  promptLength,
  promptLengthProblem,
} from './image';

describe('text-to-image rules', () => {
  it('names every style and size in Chinese, and tells a model each style in words', () => {
    expect(AI_IMAGE_STYLES.map(aiImageStyleName)).toEqual([
      '动漫插画',
      '写实摄影',
      '国风水墨',
      '古典油画',
      '清新水彩',
      '赛博朋克',
    ]);
    for (const style of AI_IMAGE_STYLES) expect(aiImageStyleWords(style)).toMatch(/^[a-z]/);
    expect(AI_IMAGE_SIZES.map(aiImageSizeName)).toEqual(['方图', '竖图', '横图']);
    expect(isAiImageStyle('ink')).toBe(true);
    expect(isAiImageStyle('sketch')).toBe(false);
    expect(isAiImageSize('portrait')).toBe(true);
    expect(isAiImageSize('1024x1024')).toBe(false);
  });

  it('asks a model for sizes it takes: multiples of 64, standing and lying the same area', () => {
    for (const size of AI_IMAGE_SIZES) {
      const { width, height } = aiImagePixels(size);
      expect([width % 64, height % 64]).toEqual([0, 0]);
    }
    expect(aiImagePixels('portrait')).toEqual({ width: 1024, height: 1536 });
    expect(aiImagePixels('landscape')).toEqual({ width: 1536, height: 1024 });
  });

  it('counts a prompt as a person does, of the text that is kept', () => {
    expect(promptLength('月光下的猫')).toBe(5);
    expect(promptLength('  猫🐱\u200B ')).toBe(2);
    expect(promptLengthProblem('')).toBe('请输入画面描述');
    expect(promptLengthProblem(' \u200B ')).toBe('请输入画面描述');
    expect(promptLengthProblem('猫')).toBe('画面描述至少2个字');
    expect(promptLengthProblem('猫'.repeat(AI_IMAGE_PROMPT_MAX))).toBeNull();
    expect(promptLengthProblem('猫'.repeat(AI_IMAGE_PROMPT_MAX + 1))).toBe(
      `画面描述最多${AI_IMAGE_PROMPT_MAX}个字`,
    );
  });

  it('says what stops a send: the prompt, a style, a size, then the pictures being made', () => {
    const form = { prompt: '月光下的猫', style: 'anime', size: 'square', open: 0 } as const;
    expect(imageSubmitBlocker(form)).toBeNull();
    expect(imageSubmitBlocker({ ...form, prompt: '' })).toBe('请输入画面描述');
    expect(imageSubmitBlocker({ ...form, style: null })).toBe('请选择风格');
    expect(imageSubmitBlocker({ ...form, size: null })).toBe('请选择尺寸');
    expect(imageSubmitBlocker({ ...form, open: AI_IMAGE_OPEN_MAX })).toBe(TIP_AI_IMAGE_BUSY);
    expect(TIP_AI_IMAGE_BUSY).toBe('已有3张图片正在生成，请完成后再提交');
  });
});
