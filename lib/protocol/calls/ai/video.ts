// 图生视频, §7 "Image to video" (docs/ai-api.md): the caller's own photo, a motion and an explicit
// consent make a paid order; the caller lists and hides their own. All secure (a guest will do).
import * as v from 'valibot';

import { AI_VIDEO_MOTIONS, TIP_AI_VIDEO_CONSENT } from '@/lib/domain/ai/video';

import { defineCall } from '../../call';
import { id, oneOf, paging, payload } from '../../fields';
import { aiVideoGenerated, aiVideoHidden, aiVideoOrder } from '../../shapes/ai/video';
import { pageOf } from '../../shapes/video';
import { aiPhoto, aiRequestId } from './face-swap';

export const AI_VIDEO_CALLS = [
  defineCall('imgToVideo/generate', {
    area: 'Image to video',
    access: 'secure',
    request: payload({
      /** An upload/img id of the caller's own: a picture, ready. */
      photo: aiPhoto,
      motion: oneOf(AI_VIDEO_MOTIONS, '请选择运动效果'),
      consent: v.literal(true, TIP_AI_VIDEO_CONSENT),
      /** The client's key for this submission: sent again after a lost answer, it charges once. */
      requestId: aiRequestId,
    }),
    response: aiVideoGenerated,
    expects: [4010],
    note: 'the caller’s own uploaded photo, a motion and `consent: true`; charges 30钻石 (4010 when too low), given back if the video fails; idempotent by `requestId` (secure and `requestId`: our choice)',
  }),
  defineCall('imgToVideo/order', {
    area: 'Image to video',
    access: 'secure',
    request: payload({ ...paging }),
    response: pageOf(aiVideoOrder),
    note: 'the caller’s videos, newest first, hidden ones left out (our choice)',
  }),
  defineCall('imgToVideo/hide', {
    area: 'Image to video',
    access: 'secure',
    request: payload({ id: id('作品ID格式不正确') }),
    response: aiVideoHidden,
    note: 'hides the caller’s finished video and removes its files; one still being made is refused (our choice)',
  }),
] as const;
