// The console's feedback inbox and broadcasts (issue 42 item 6, docs/admin-api.md "Feedback and
// messages"): a moderator's and the owner's. A reply reaches the user's 消息 (kind feedback), a
// broadcast every targeted user's 系统通知; every change is audited.
import {
  beijingDayStartMs,
  BROADCAST_AUDIENCES,
  FEEDBACK_LIMITS as L,
  FEEDBACK_STATUSES,
  TIP_BROADCAST_SINCE,
} from '@/lib/domain/admin/feedback';
import * as v from 'valibot';

import { defineAdminCall } from '../../admin-call';
import { id, isCleanText, oneOf, optional, paging, payload } from '../../fields';
import { broadcastSent, feedbackItem, feedbackPage } from '../../shapes/admin/feedback';

const moderators = { area: 'feedback', access: 'operator', roles: ['owner', 'moderator'] } as const;

/** A trimmed text, required, at most `max` characters. */
function words(label: string, max: number, multiline: boolean) {
  return v.pipe(
    v.string(`${label}格式不正确`),
    v.trim(),
    v.check((value) => isCleanText(value, multiline), `${label}含有无法识别的字符，请修改后重试`),
    v.minLength(1, `请填写${label}`),
    v.maxLength(max, `${label}不能超过${max}个字`),
  );
}

const feedbackId = id('反馈编号不正确');

export const ADMIN_FEEDBACK_CALLS = [
  defineAdminCall('feedback/list', {
    ...moderators,
    request: payload({
      status: optional(oneOf(FEEDBACK_STATUSES, '请选择反馈状态')),
      ...paging,
    }),
    response: feedbackPage,
    note: 'newest first; status open (no reply), replied or closed; each with its pictures and its user',
  }),
  defineAdminCall('feedback/reply', {
    ...moderators,
    request: payload({ id: feedbackId, reply: words('回复内容', L.replyMax, true) }),
    response: feedbackItem,
    note: 'once, on an open feedback; the user sees it unread in 消息 (message/list kind feedback); audited',
  }),
  defineAdminCall('feedback/close', {
    ...moderators,
    request: payload({ id: feedbackId }),
    response: feedbackItem,
    note: 'open or replied; a closed one takes no reply; audited',
  }),
  defineAdminCall('message/broadcast', {
    ...moderators,
    request: payload({
      audience: oneOf(BROADCAST_AUDIENCES, '请选择发送对象'),
      /** Beijing date YYYY-MM-DD: only users registered (created) on or after it. */
      since: optional(
        v.pipe(
          v.string(TIP_BROADCAST_SINCE),
          v.check((date) => beijingDayStartMs(date) !== null, TIP_BROADCAST_SINCE),
        ),
      ),
      title: words('消息标题', L.titleMax, false),
      body: words('消息内容', L.bodyMax, true),
    }),
    response: broadcastSent,
    note: 'a 系统通知: everyone without since is one row all users read; otherwise one INSERT…SELECT of the segment; audited',
  }),
] as const;
