// `npm run operator -- create NAME --role owner` prints a one-time password; `npm run operator --
// disable NAME` disables an operator and ends its sessions (docs/admin-api.md). Both are audited
// with no operator (the command line). Stop the origin first on the embedded database (PGlite has
// one owner).
import * as v from 'valibot';

import { adminCallNamed } from '@/lib/protocol/admin-call-table';
import { firstTip } from '@/lib/protocol/fields';

import { databaseSettings } from './config';
import { openDatabase, type Db } from './db/client';
import { migrateDatabase } from './db/migrate';
import { createOperator, disableOperator, findOperatorByName } from './services/admin/operators';

const USAGE =
  '用法: npm run operator -- create 名称 --role owner|editor|moderator|finance\n      npm run operator -- disable 名称';
const CLI = { operatorId: null, address: 'cli' };

async function create(db: Db, args: string[]): Promise<string> {
  const roleAt = args.indexOf('--role');
  const input = { name: args[0], role: roleAt >= 0 ? args[roleAt + 1] : undefined };
  const schema = adminCallNamed('operator/create').request;
  const parsed = v.safeParse(schema, input);
  if (!parsed.success) throw new Error(firstTip(schema, parsed.issues));
  const created = await createOperator(db, parsed.output, CLI, Date.now());
  if (!created) throw new Error(`账号 ${parsed.output.name} 已存在`);
  return `已创建 ${created.operator.name}（${created.operator.role}）\n一次性密码: ${created.password}\n请妥善转交，它不会再次显示。`;
}

async function disable(db: Db, args: string[]): Promise<string> {
  const operator = args[0] ? await findOperatorByName(db, args[0]) : null;
  if (!operator) throw new Error(`没有名为 ${args[0] ?? ''} 的管理员`);
  await disableOperator(db, operator.id, CLI, Date.now());
  return `已停用 ${operator.name}`;
}

const [command, ...rest] = process.argv.slice(2);
const settings = databaseSettings();
const handle = await openDatabase({
  databaseUrl: settings.databaseUrl,
  pgliteDir: settings.pgliteDir,
  poolMax: 2,
});
try {
  await migrateDatabase(handle);
  if (command === 'create') console.log(await create(handle.db, rest));
  else if (command === 'disable') console.log(await disable(handle.db, rest));
  else {
    console.error(USAGE);
    process.exitCode = 2;
  }
} catch (error) {
  console.error(`[operator] ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
