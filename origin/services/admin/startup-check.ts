// With NODE_ENV=production the origin refuses to start while a demo operator (admin/admin123456
// and the other seeded ones) can still log in (issue 41 item 2; docs/admin-api.md).
import type { Db } from '../../db/client';
import { enabledDemoOperators } from './operators';

/** The reason to refuse to start, in Chinese, or null. */
export async function demoOperatorRefusal(
  db: Db,
  env: Record<string, string | undefined>,
): Promise<string | null> {
  if (env.NODE_ENV !== 'production') return null;
  const names = await enabledDemoOperators(db);
  if (names.length === 0) return null;
  return `演示管理员仍可登录（${names.join('、')}）：先用 npm run operator -- create 名称 --role owner 创建自己的管理员，再用 npm run operator -- disable 名称 停用它们`;
}
