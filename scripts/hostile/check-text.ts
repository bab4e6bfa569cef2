// Defects 6 and 7 of issue 34: letters that draw as a blank (and look-alikes) beating moderation
// and names, full-width links beating the link limit, and search reading the hidden part of a
// paid post a character at a time.
import { randomInt } from 'node:crypto';

import { LOCKED_PREVIEW_CHARS } from '../../origin/services/community/post-cards';
import type { Session } from './app-client';
import { waitForPost } from './chunked';
import type { Context } from './context';
import { row, said, tally, type Row } from './report';

const FILLERS: [string, string][] = [
  ['U+3164', '\u3164'],
  ['U+115F', '\u115f'],
  ['U+FFA0', '\uffa0'],
];

/** Publishes `content` and waits for moderation: the post's status and reason. */
async function decided(author: Session, content: string) {
  const made = await author.call('post/publish', { content });
  if (made.code !== 200) return { status: `refused at once`, reason: made.tip, id: 0 };
  const post = await waitForPost(author, made.data.id, 60_000, 300);
  return { status: post.status, reason: post.rejectReason, id: made.data.id as number };
}

async function blankLetters(ctx: Context): Promise<Row[]> {
  const author = await ctx.net('text-6').guest('d6');
  const posts = [];
  for (const [, filler] of FILLERS)
    posts.push(await decided(author, `一起来赌${filler}博吧 ${ctx.runId}`));
  const host = await decided(author, `今天天气不错 ${ctx.runId}`);
  const comments = [];
  for (const [, filler] of FILLERS)
    comments.push(
      await author.call('comment/add', { postId: host.id, content: `来赌${filler}博` }),
    );
  const links = await decided(
    author,
    '看这里 ｈｔｔｐｓ：／／ａ．ｃｏｍ／ｘ 和 ｗｗｗ．ｂ．ｃｏｍ 还有 c。com',
  );
  const summary = (list: { status: string; reason: string }[]) =>
    [...new Set(list.map((p) => `${p.status} ${p.reason}`.trim()))].join(' / ');
  return [
    row(
      '6',
      `posts "赌?博" with ${FILLERS.map(([n]) => n).join(', ')} between the letters`,
      `${posts.length} posts: ${summary(posts)}`,
      posts.every((p) => p.status !== 'published'),
    ),
    row(
      '6b',
      `comments "来赌?博" with the same blanks (on a published post: ${host.status})`,
      tally(comments),
      host.status === 'published' && comments.every((c) => c.code !== 200),
    ),
    row(
      '6c',
      'a post with three full-width / ideographic-dot links (limit 2)',
      summary([links]),
      links.status !== 'published',
    ),
  ];
}

async function lookalikeNames(ctx: Context): Promise<Row[]> {
  const net = ctx.net('text-6-names');
  const user = await net.guest('d6n');
  const taken = [];
  for (const [, filler] of FILLERS)
    taken.push(await user.call('user/info/modify', { nickname: `演示用户${filler}` }));
  const reserved: [string, string][] = [
    ['官ㅤ方', '官\u3164方'],
    ['客ᅟ服', '客\u115f服'],
    ['Cyrillic аdmin', '\u0430dmin'],
  ];
  const official = [];
  for (const [, name] of reserved)
    official.push(await user.call('user/info/modify', { nickname: name }));
  return [
    row(
      '6d',
      '"演示用户" + a blank letter as a nickname ("演示用户" is taken)',
      tally(taken),
      taken.every((t) => t.code !== 200),
    ),
    row(
      '6e',
      `nicknames ${reserved.map(([shown]) => shown).join(', ')}`,
      tally(official),
      official.every((t) => t.code !== 200),
    ),
  ];
}

export async function checkInvisibleText(ctx: Context): Promise<Row[]> {
  return [...(await blankLetters(ctx)), ...(await lookalikeNames(ctx))];
}

/** Four Chinese characters no other post has: this run's own words. */
function uniqueWord(): string {
  const set = '山水风云花鸟鱼虫日月星辰江河湖海松竹梅兰桥灯船帆';
  return Array.from({ length: 4 }, () => set[randomInt(set.length)]).join('');
}

const found = async (who: Session, keyword: string, postId: number) => {
  const r = await who.call('search/details', { keyword });
  if (r.code !== 200) throw new Error(`search/details ${keyword}: ${said(r)}`);
  return (r.data.posts as { id: number }[]).some((p) => p.id === postId);
};

export async function checkPaidSearch(ctx: Context): Promise<Row[]> {
  const author = await ctx.net('search-7-author').guest('d7a');
  const edge = uniqueWord();
  const hidden = uniqueWord();
  // The free part ends with this run's word at characters 37–40; the hidden part names another.
  const lead = '今天分享一个只有买了才能看到的秘密，前面这段是免费预览的部分，大家可以先看看';
  const preview = [...lead].slice(0, LOCKED_PREVIEW_CHARS - 4).join('') + edge;
  const content = `${preview}再决定买不买哦。暗号是${hidden}七点见`;
  const made = await author.call('post/publish', { content, price: 10 });
  if (made.code !== 200) return [row('7', 'a paid post', said(made), false)];
  const post = await waitForPost(author, made.data.id, 60_000, 300);
  if (post.status !== 'published')
    return [row('7', 'a paid post', `${post.status} ${post.rejectReason}`, false)];
  const id = made.data.id as number;
  const stranger = await ctx.net('search-7-stranger').guest('d7s');
  const byHidden = await found(stranger, hidden, id);
  const byEdge = await found(stranger, edge, id);
  const next = [...content][LOCKED_PREVIEW_CHARS]!;
  const byNext = await found(stranger, `${edge}${next}`, id);
  const authorFinds = await found(author, hidden, id);
  const yes = (v: boolean) => (v ? 'found' : 'not found');
  return [
    row(
      '7',
      `a non-buyer searches a paid post by "${hidden}" (hidden), "${edge}" (its preview's last 4) and "${edge}${next}" (+ the next, hidden, character)`,
      `hidden word: ${yes(byHidden)}; preview's end: ${yes(byEdge)}; + next character: ${yes(byNext)}. Control: the author finds it by the hidden word: ${yes(authorFinds)}`,
      !byHidden && !byNext && byEdge && authorFinds,
    ),
  ];
}
