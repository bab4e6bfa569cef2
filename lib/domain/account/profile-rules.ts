// Rules for what a user may call themselves and write about themselves (info/modify) and the
// account name a registration gives as the first name: the same checks run in the form (an
// instant hint) and at the origin (the decision). Text is read through lib/domain/platform/text-normalise.ts
// and names compared by their confusable skeleton (lib/domain/account/name-skeleton.ts).
import { lookalikeWordIn, nameKey, RESERVED_NAME_WORDS } from './name-skeleton';
import { cleanLine, cleanText, textLength } from '../platform/text-normalise';

export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 12;
export const INTRO_MAX = 60;

// Letters of any script, digits, underscore, dot and middle dot: what a name in a Chinese app
// is made of. No spaces: two names that differ only by a space look the same in a list.
const NICKNAME_RE = /^[\p{L}\p{N}_·.]+$/u;

/**
 * Words no name or intro may contain beside the reserved ones (lib/domain/account/name-skeleton.ts): the
 * usual contact-for-sale spam. Compared by name key, so 微 信, ｗｅｉｘｉｎ and 代ㅤ理 are caught.
 */
export const BANNED_WORDS: readonly string[] = [
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

/** The reserved or banned word a name or intro holds, or null. */
export function bannedWordIn(value: string): string | null {
  return lookalikeWordIn(value, RESERVED_NAME_WORDS) ?? lookalikeWordIn(value, BANNED_WORDS);
}

/** A name as stored: invisible code points dropped, trimmed (shown as the user typed it). */
export const cleanName = cleanLine;

// 游客<id> is what the app calls a user with no name (display-name.ts; 用户<id> once too), and
// 用户 and four digits is a phone account's first name. Checked on the name key, so 用户8OOO
// (letter O) is refused too. 已注销用户 is what a closed account is called (account-closure.ts):
// no one may pass as one.
const SYSTEM_NAME = /^(?:(?:游客|用户)[\dol]*|.*已注销.*)$/;

/** Why a nickname cannot be used, or null when it can (uniqueness is the origin's to judge). */
export function nicknameProblem(value: string): string | null {
  const name = cleanName(value);
  const length = textLength(name);
  if (length === 0) return '请输入昵称';
  if (length < NICKNAME_MIN || length > NICKNAME_MAX)
    return `昵称需为${NICKNAME_MIN}-${NICKNAME_MAX}个字`;
  if (!NICKNAME_RE.test(name)) return '昵称只能包含中文、字母、数字和下划线';
  if (SYSTEM_NAME.test(nameKey(name))) return '该昵称为系统保留，请换一个';
  const reserved = lookalikeWordIn(name, RESERVED_NAME_WORDS);
  if (reserved) return `昵称不能使用“${reserved}”等官方字样，请换一个`;
  if (lookalikeWordIn(name, BANNED_WORDS)) return '昵称包含敏感词，请修改';
  return null;
}

/** Why an account name cannot be registered beside its pattern (the origin checks that), or null. */
export function accountNameProblem(account: string): string | null {
  const reserved = lookalikeWordIn(account, RESERVED_NAME_WORDS);
  return reserved ? `账号不能使用“${reserved}”等官方字样，请换一个` : null;
}

/** Why an intro cannot be used, or null. An empty intro is fine (it clears it). */
export function introProblem(value: string): string | null {
  const intro = cleanText(value);
  if (textLength(intro) > INTRO_MAX) return `简介最多${INTRO_MAX}个字`;
  if (/\n.*\n.*\n/s.test(intro)) return '简介最多3行';
  if (bannedWordIn(intro)) return '简介包含敏感词，请修改';
  return null;
}

/**
 * The key two names are compared by (unique at the origin): 小明 and 小明ㅤ, Bob and ｂｏｂ, Tomcat
 * and Tоmcаt (Cyrillic) are one name.
 */
export const nicknameKey = nameKey;
