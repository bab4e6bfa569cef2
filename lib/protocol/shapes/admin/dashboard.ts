// Answer shapes of the console's 数据看板 (docs/admin-api.md "Dashboard"): one row a Shanghai day,
// the top videos and posts of the range, and the CSV of the same days.
import * as v from 'valibot';

const byPayType = v.object({ alipay: v.number(), wechat: v.number(), gold: v.number() });

export const dashboardDay = v.object({
  day: v.string(),
  newGuests: v.number(),
  newAccounts: v.number(),
  activeUsers: v.number(),
  ordersCreated: v.number(),
  paidOrders: byPayType,
  /** fen; null unless the operator's role sees money (owner, finance). */
  revenue: v.nullable(byPayType),
  refunds: v.nullable(v.number()),
  uploads: v.number(),
  plays: v.number(),
});

const topItem = v.object({ id: v.number(), title: v.string(), views: v.number() });

export const dashboardStats = v.object({
  from: v.string(),
  to: v.string(),
  /** Whether the money figures are filled. */
  money: v.boolean(),
  days: v.array(dashboardDay),
  topVideos: v.array(topItem),
  topPosts: v.array(topItem),
});
export type DashboardStats = v.InferOutput<typeof dashboardStats>;

export const dashboardCsvFile = v.object({ filename: v.string(), csv: v.string() });
