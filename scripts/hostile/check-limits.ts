// Defect 5 of issue 34: per-user limits checked, then acted on, so parallel calls beat them.
// 40 (and 100) parallel post/publish, 40 parallel comment/add, 40 parallel wrong passwords for
// one account, each from one user or address at once, as a script with a token would send them.
import { DEFAULT_RULES } from '../../lib/domain/community/moderation';
import { PAIR_CAPTCHA_AFTER } from '../../origin/services/account/login-guard';
import { accountName, PASSWORD } from './app-client';
import { waitForPost } from './chunked';
import type { Context } from './context';
import { row, said, seconds, tally, timed, type Row } from './report';

const PARALLEL = 40;
const times = <T>(n: number, make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => make(i)));

async function parallelPosts(ctx: Context, defect: string, n: number): Promise<Row> {
  const author = await ctx.net(`limits-${defect}`).guest(`d${defect}`);
  const { value: answers, ms } = await timed(() =>
    times(n, (i) => author.call('post/publish', { content: `并发发帖 ${ctx.runId} ${i}` })),
  );
  const ok = answers.filter((a) => a.code === 200).length;
  return row(
    defect,
    `${n} parallel post/publish by one user (limit ${DEFAULT_RULES.postsPerHour} an hour)`,
    `${n} → ${ok} accepted; ${tally(answers)}`,
    ok <= DEFAULT_RULES.postsPerHour,
    seconds(ms),
  );
}

async function parallelComments(ctx: Context): Promise<Row> {
  const net = ctx.net('limits-5c');
  const author = await net.guest('d5ca');
  const made = await author.call('post/publish', { content: `评论测试 ${ctx.runId}` });
  if (made.code !== 200) return row('5c', 'a post to comment on', said(made), false);
  const post = await waitForPost(author, made.data.id, 60_000, 300);
  if (post.status !== 'published')
    return row('5c', 'a post to comment on', `${post.status} ${post.rejectReason}`, false);
  const commenter = await net.guest('d5cc');
  const { value: answers, ms } = await timed(() =>
    times(PARALLEL, (i) =>
      commenter.call('comment/add', { postId: made.data.id, content: `并发评论 ${i}` }),
    ),
  );
  const ok = answers.filter((a) => a.code === 200).length;
  return row(
    '5c',
    `${PARALLEL} parallel comment/add by one user (limit ${DEFAULT_RULES.commentsPerMinute} a minute)`,
    `${PARALLEL} → ${ok} accepted; ${tally(answers)}`,
    ok <= DEFAULT_RULES.commentsPerMinute,
    seconds(ms),
  );
}

async function parallelPasswords(ctx: Context): Promise<Row> {
  const name = accountName('p');
  const owner = await ctx.net('limits-5d-owner').account('d5do', name, PASSWORD);
  const attacker = ctx.net('limits-5d-attacker');
  const { value: answers, ms } = await timed(() =>
    times(PARALLEL, (i) =>
      attacker.call('login/account/login', {
        account: name,
        password: `wrong-${i}-guess`,
        devID: `hostile-5d-${i}-device`,
      }),
    ),
  );
  const wrong = answers.filter((a) => a.tip === '账号或密码错误').length;
  // The owner, on the phone that logged in before, at another address: still gets in.
  const again = await ctx
    .net('limits-5d-owner')
    .call('login/account/login', { account: name, password: PASSWORD, devID: owner.devID });
  return row(
    '5d',
    `${PARALLEL} parallel wrong passwords for one account from one address (captcha after ${PAIR_CAPTCHA_AFTER})`,
    `${wrong}× 账号或密码错误; ${tally(answers.filter((a) => a.tip !== '账号或密码错误'))}; the owner's right password after: ${again.code}`,
    wrong <= PAIR_CAPTCHA_AFTER && again.code === 200,
    seconds(ms),
  );
}

export async function checkParallelLimits(ctx: Context): Promise<Row[]> {
  return [
    await parallelPosts(ctx, '5', PARALLEL),
    await parallelPosts(ctx, '5b', 100),
    await parallelComments(ctx),
    await parallelPasswords(ctx),
  ];
}
