// The AI studio's calls of §7 that are built: operator templates and face-swap orders
// (docs/ai-api.md). The strip calls stay in pending.ts, refused for good.
import * as v from 'valibot';

import { AI_CONSENT_TEXT, AI_STATUSES } from '@/lib/domain/ai/studio';

import { defineCall } from '../../call';
import { id, oneOf, optional, paging, payload } from '../../fields';
import { aiOrder, aiOrderSubmitted, aiOrdersDeleted, aiTemplate } from '../../shapes/ai/face-swap';
import { pageOf } from '../../shapes/video';

/** Most orders one aiOrder/del removes. */
export const AI_DELETE_MAX = 50;
/** The tick's own words, so the refusal names the box the screen shows. */
export const TIP_AI_CONSENT = `请先勾选“${AI_CONSENT_TEXT}”`;

/** An upload/img id (the caller's own photo, checked at the origin). */
export const aiPhoto = v.pipe(
  v.string('请先上传本人照片'),
  v.regex(/^[a-f0-9]{24}$/, '照片ID格式不正确，请重新上传'),
);
/** The client's key of one submission. */
export const aiRequestId = v.pipe(
  v.string('请求编号格式不正确'),
  v.regex(/^[A-Za-z0-9_-]{8,64}$/, '请求编号格式不正确'),
);
const orderIds = v.pipe(
  v.array(id('作品ID格式不正确'), '请选择要删除的作品'),
  v.minLength(1, '请选择要删除的作品'),
  v.maxLength(AI_DELETE_MAX, `一次最多删除${AI_DELETE_MAX}个作品`),
);

export const AI_CALLS = [
  defineCall('aiTemplate/list', {
    repeatable: true,
    area: 'AI template',
    access: 'secure',
    request: payload({ ...paging }),
    response: pageOf(aiTemplate),
    note: 'the operator’s face-swap templates, newest first',
  }),
  defineCall('aiOrder/facechange/submit', {
    area: 'AI orders',
    access: 'secure',
    request: payload({
      templateId: id('模板ID格式不正确'),
      /** An upload/img id of the caller's own: a picture, ready. */
      photo: aiPhoto,
      consent: v.literal(true, TIP_AI_CONSENT),
      /** The client's key for this submission: sent again after a lost answer, it charges once. */
      requestId: aiRequestId,
    }),
    response: aiOrderSubmitted,
    expects: [4010],
    note: 'operator templates only, the caller’s own uploaded photo and `consent: true`; charges the template’s price (4010 when too low), given back if the order fails; idempotent by `requestId`',
  }),
  defineCall('aiOrder/facechange/list', {
    repeatable: true,
    area: 'AI orders',
    access: 'secure',
    request: payload({
      status: optional(oneOf(AI_STATUSES, '状态 status 格式不正确')),
      ...paging,
    }),
    response: pageOf(aiOrder),
    note: 'the caller’s face-swap orders, newest first',
  }),
  defineCall('aiOrder/del', {
    area: 'AI orders',
    access: 'secure',
    request: payload({ ids: orderIds }),
    response: aiOrdersDeleted,
    note: 'removes the caller’s finished orders and their pictures; an order still being made is refused',
  }),
] as const;
