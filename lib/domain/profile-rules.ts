// Rules for what a user may call themselves and write about themselves (info/modify): the same
// checks run in the form (an instant hint) and at the origin (the decision).

export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 12;
export const INTRO_MAX = 60;

// Letters of any script, digits, underscore, dot and middle dot: what a name in a Chinese app
// is made of. No spaces: two names that differ only by a space look the same in a list.
const NICKNAME_RE = /^[\p{L}\p{N}_·.]+$/u;

/**
 * Words no name or intro may contain: impersonation of staff and the usual contact-for-sale
 * spam. Compared on the folded text, so 官 方 and ＡＤＭＩＮ are caught too.
 */
export const BANNED_WORDS: readonly string[] = [
  '官方',
  '客服',
  '管理员',
  '系统消息',
  'admin',
  '微信',
  'weixin',
  'vx',
  'qq群',
  '加群',
  '代理',
  '赌博',
  '博彩',
  '色情',
  '约炮',
  '毒品',
  '枪支',
  '法轮',
];

/** Full-width to half-width, lower case, no spaces or invisible characters. */
export function foldText(value: string): string {
  return value
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\u200b-\u200f\u2060\ufeff]/g, '');
}

export function bannedWordIn(value: string): string | null {
  const folded = foldText(value);
  return BANNED_WORDS.find((word) => folded.includes(word)) ?? null;
}

/** Characters as a person counts them: a Chinese character or an emoji is one. */
export function textLength(value: string): number {
  return [...value].length;
}

/** Why a nickname cannot be used, or null when it can (uniqueness is the origin's to judge). */
export function nicknameProblem(value: string): string | null {
  const name = value.trim();
  const length = textLength(name);
  if (length === 0) return '请输入昵称';
  if (length < NICKNAME_MIN || length > NICKNAME_MAX)
    return `昵称需为${NICKNAME_MIN}-${NICKNAME_MAX}个字`;
  if (!NICKNAME_RE.test(name)) return '昵称只能包含中文、字母、数字和下划线';
  if (/^游客\d*$/.test(name) || /^用户\d+$/.test(name)) return '该昵称为系统保留，请换一个';
  if (bannedWordIn(name)) return '昵称包含敏感词，请修改';
  return null;
}

/** Why an intro cannot be used, or null. An empty intro is fine (it clears it). */
export function introProblem(value: string): string | null {
  if (textLength(value.trim()) > INTRO_MAX) return `简介最多${INTRO_MAX}个字`;
  if (/\n.*\n.*\n/s.test(value)) return '简介最多3行';
  if (bannedWordIn(value)) return '简介包含敏感词，请修改';
  return null;
}

/** The key two names are compared by: 小明 and 小明 (full-width) or Bob and bob are one name. */
export function nicknameKey(value: string): string {
  return foldText(value.trim());
}
