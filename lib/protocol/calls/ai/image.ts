// 文生图, §7 "Text to image" (docs/ai-api.md): a prompt, a style and a size make a paid picture;
// the caller lists and hides their own. All secure (a guest will do).
import { AI_IMAGE_PROMPT_MAX, AI_IMAGE_SIZES, AI_IMAGE_STYLES } from '@/lib/domain/ai/image';

import { defineCall } from '../../call';
import { id, oneOf, paging, payload, text } from '../../fields';
import { aiImageGenerated, aiImageHidden, aiImageOrder } from '../../shapes/ai/image';
import { pageOf } from '../../shapes/video';
import { aiRequestId } from './face-swap';

export const AI_IMAGE_CALLS = [
  defineCall('txtToImg/generate', {
    area: 'Text to image',
    access: 'secure',
    request: payload({
      // Twice the limit in UTF-16 units here; the origin counts characters as a person does.
      prompt: text('画面描述', { min: 1, max: AI_IMAGE_PROMPT_MAX * 2, multiline: true }),
      style: oneOf(AI_IMAGE_STYLES, '请选择风格'),
      size: oneOf(AI_IMAGE_SIZES, '请选择尺寸'),
      /** The client's key for this submission: sent again after a lost answer, it charges once. */
      requestId: aiRequestId,
    }),
    response: aiImageGenerated,
    expects: [4010],
    note: 'a prompt (through the community’s text rules: refused → 4000 with the reason, nothing charged), a style and a size; charges 10钻石 (4010 when too low), given back if the picture fails; idempotent by `requestId` (secure and `requestId`: our choice)',
  }),
  defineCall('txtToImg/list', {
    repeatable: true,
    area: 'Text to image',
    access: 'secure',
    request: payload({ ...paging }),
    response: pageOf(aiImageOrder),
    note: 'the caller’s pictures, newest first, hidden ones left out (our choice)',
  }),
  defineCall('txtToImg/hide', {
    area: 'Text to image',
    access: 'secure',
    request: payload({ id: id('作品ID格式不正确') }),
    response: aiImageHidden,
    note: 'hides the caller’s finished picture and removes it; one still being made is refused (our choice)',
  }),
] as const;
