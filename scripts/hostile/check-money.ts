// Defect 2 of issue 34: free guests minting diamonds, by a 兑换码 each guest redeems and then
// carries into an account at login, and by invitations filled in by fresh guests.
import { accountName, PASSWORD, Session } from './app-client';
import type { Context } from './context';
import { row, said, tally, type Row } from './report';

const diamonds = (tenths: number) => `${tenths / 10} 钻石`;

async function redeemThenMerge(ctx: Context): Promise<Row> {
  const net = ctx.net('money-2');
  const name = accountName('m');
  let owner = await net.account('d2m', name, PASSWORD);
  const own = await owner.call('redeemcode/use', { code: 'WELCOME100' });
  const start = await owner.diamonds();
  const redeems = [];
  const logins = [];
  for (let i = 0; i < 5; i += 1) {
    const guest = await net.guest(`d2g${i}`);
    redeems.push(await guest.call('redeemcode/use', { code: 'WELCOME100' }));
    // Logging in with the guest's token: the guest's things move into the account.
    const login = await guest.call('login/account/login', {
      account: name,
      password: PASSWORD,
      devID: guest.devID,
    });
    logins.push(login);
    if (login.code === 200) owner = new Session(net, login.data.token, login.data.id, guest.devID);
  }
  const end = await owner.diamonds();
  return row(
    '2',
    'account M redeems WELCOME100; 5 new guests each redeem it, then log into M',
    `M's own redeem ${own.code}; guests' redeems: ${tally(redeems)}; logins ${tally(logins)}; M's balance ${diamonds(start)} → ${diamonds(end)} (+${diamonds(end - start)})`,
    end === start && redeems.every((r) => r.code !== 200),
  );
}

async function guestInvites(ctx: Context): Promise<Row> {
  const inviter = await ctx.net('money-2b-a').account('d2a', accountName('a'), PASSWORD);
  const before = await inviter.call('user/invite/income');
  const code: string = before.data?.inviteCode ?? '';
  if (!code)
    return row('2b', 'new guests fill in A’s invite code', `A has no code: ${said(before)}`, false);
  const net = ctx.net('money-2b-g');
  const answers = [];
  for (let i = 0; i < 8; i += 1) {
    const guest = await net.guest(`d2bg${i}`);
    answers.push(await guest.call('user/invite/redeem', { code }));
  }
  const after = await inviter.call('user/invite/income');
  const gained = (after.data?.invitedCount ?? 0) - (before.data?.invitedCount ?? 0);
  const earned = (after.data?.diamonds ?? 0) - (before.data?.diamonds ?? 0);
  return row(
    '2b',
    `8 new guests each user/invite/redeem account A's code ${code}`,
    `${tally(answers)}; A: +${gained} invitees, +${diamonds(earned)}`,
    gained === 0 && earned === 0 && answers.every((a) => a.code !== 200),
  );
}

export async function checkGuestRewards(ctx: Context): Promise<Row[]> {
  return [await redeemThenMerge(ctx), await guestInvites(ctx)];
}
