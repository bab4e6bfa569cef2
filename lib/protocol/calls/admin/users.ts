// The console's 用户 calls (issue 42 item 5, docs/admin-api.md "Users"): find a user, read their
// page, ledger, sessions and posts, end their sessions, grant diamonds or VIP days. Reading and
// ending sessions: the owner, finance and moderators; a grant: the owner and finance only.
import * as v from 'valibot';

import {
  GRANT_DIAMONDS_MAX,
  GRANT_REASON_MAX,
  GRANT_REASON_MIN,
  GRANT_VIP_DAYS_MAX,
  TIP_GRANT_DAYS,
  TIP_GRANT_DIAMONDS,
  TIP_GRANT_KEY,
  TIP_GRANT_REASON,
  TIP_GRANT_TIER,
} from '@/lib/domain/admin/users';
import { CURRENCIES } from '@/lib/domain/money/ledger';
import { VIP_TIERS } from '@/lib/domain/money/vip';

import { defineAdminCall } from '../../admin-call';
import { MAX_PAGE, id, integer, oneOf, optional, payload, text } from '../../fields';
import {
  grantResult,
  sessionsEnded,
  userDetail,
  userLedgerPage,
  userPage,
  userPostPage,
  userSessionList,
} from '../../shapes/admin/users';

const support = {
  area: 'users',
  access: 'operator',
  roles: ['owner', 'finance', 'moderator'],
} as const;
const money = { area: 'users', access: 'operator', roles: ['owner', 'finance'] } as const;

const userId = id('用户ID不正确');
const paged = {
  page: optional(integer(`页码需为1-${MAX_PAGE}的整数`, 1, MAX_PAGE)),
  pageSize: optional(integer('每页条数需为1-100的整数', 1, 100)),
};

const reward = v.variant(
  'kind',
  [
    v.object({
      kind: v.literal('diamonds'),
      /** §5 tenths: 1000 is 100 钻石. */
      amount: integer(TIP_GRANT_DIAMONDS, 1, GRANT_DIAMONDS_MAX),
    }),
    v.object({
      kind: v.literal('vip'),
      tier: oneOf(VIP_TIERS, TIP_GRANT_TIER),
      days: integer(TIP_GRANT_DAYS, 1, GRANT_VIP_DAYS_MAX),
    }),
  ],
  '请选择补发类型',
);

export const ADMIN_USER_CALLS = [
  defineAdminCall('users/find', {
    ...support,
    request: payload({
      /** A user id, an account name or a phone number (exact); empty: the newest users. */
      query: optional(text('搜索内容', { max: 64 })),
      ...paged,
    }),
    response: userPage,
    note: 'by id, account or phone (exact); newest first, paged; phones masked',
  }),
  defineAdminCall('users/get', {
    ...support,
    request: payload({ id: userId }),
    response: userDetail,
    note: 'profile basics, balances, VIP tiers, counts, the latest grants; 4040 for none',
  }),
  defineAdminCall('users/ledger', {
    ...support,
    request: payload({ id: userId, currency: optional(oneOf(CURRENCIES, '币种不正确')), ...paged }),
    response: userLedgerPage,
    note: 'the user’s wallet_ledger, newest first, paged, with what each row names',
  }),
  defineAdminCall('users/sessions', {
    ...support,
    request: payload({ id: userId }),
    response: userSessionList,
    note: 'the latest 50 sessions (devices), newest first, live or ended',
  }),
  defineAdminCall('users/sessions/end', {
    ...support,
    request: payload({ id: userId, sessionId: optional(id('登录设备编号不正确')) }),
    response: sessionsEnded,
    note: 'one session, or all without sessionId: the user’s next call answers 1000; audited',
  }),
  defineAdminCall('users/posts', {
    ...support,
    request: payload({ id: userId, ...paged }),
    response: userPostPage,
    note: 'the user’s posts, any status, newest first, paged',
  }),
  defineAdminCall('users/grant', {
    ...money,
    request: payload({
      id: userId,
      reward,
      reason: v.pipe(
        text('补发原因', { max: GRANT_REASON_MAX }),
        v.trim(),
        v.minLength(GRANT_REASON_MIN, TIP_GRANT_REASON),
      ),
      key: v.pipe(v.string(TIP_GRANT_KEY), v.regex(/^[A-Za-z0-9_-]{16,64}$/, TIP_GRANT_KEY)),
    }),
    response: grantResult,
    note: `diamonds (≤ ${GRANT_DIAMONDS_MAX / 10}) into the ledger as grant (运营补发) with the reason, or VIP days (≤ ${GRANT_VIP_DAYS_MAX}); a 系统通知; once per key; audited`,
  }),
] as const;
