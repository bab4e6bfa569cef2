// Request field schemas with the Chinese tip each refusal shows (code 4000). Every text field
// refuses what no database column can store or no user meant to type (NUL, other control
// characters, lone surrogates), so such text never reaches SQL.
import * as v from 'valibot';

/** 2^31 − 1: ids are PostgreSQL integers. */
export const MAX_ID = 2_147_483_647;
export const MAX_PAGE = 10_000;
export const MAX_PAGE_SIZE = 50;

// C0 controls but tab, newline and carriage return; DEL; lone surrogates.
const BAD_TEXT =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LINE_BREAK = /[\r\n\t]/;

/** Text without control characters or lone surrogates (single-line unless `multiline`). */
export function isCleanText(value: string, multiline = false): boolean {
  return !BAD_TEXT.test(value) && (multiline || !LINE_BREAK.test(value));
}

/** Empty string and null read as "not given", as every client of this API sends them. */
const absent = (value: unknown) => (value === '' || value === null ? undefined : value);

/** An optional field: '' and null count as absent. */
export function optional<S extends v.GenericSchema>(schema: S): v.OptionalSchema<S, undefined> {
  // The outer optional lets the key be missing; the inner one takes what '' and null became.
  // Typed as a plain optional: what a typed caller sends and what a handler receives.
  return v.optional(
    v.pipe(v.unknown(), v.transform(absent), v.optional(schema)),
  ) as unknown as v.OptionalSchema<S, undefined>;
}

type TextOptions = { min?: number; max: number; multiline?: boolean };

/** A string field; `label` names it in the tip (e.g. 关键词). */
export function text(label: string, { min = 0, max, multiline = false }: TextOptions) {
  return v.pipe(
    v.string(`${label}格式不正确`),
    v.check((value) => isCleanText(value, multiline), `${label}含有无法识别的字符，请修改后重试`),
    v.minLength(min, min <= 1 ? `请输入${label}` : `${label}至少${min}个字`),
    v.maxLength(max, `${label}最多${max}个字`),
  );
}

/** A positive integer id sent as a number or a string of digits. */
export function id(tip: string) {
  return v.pipe(
    v.union([v.number(), v.string()], tip),
    v.check((value) => /^[1-9]\d{0,9}$/.test(String(value)) && Number(value) <= MAX_ID, tip),
    v.transform(Number),
  );
}

/** A whole number in [min, max], sent as a number or a string of digits. */
export function integer(tip: string, min: number, max: number) {
  return v.pipe(
    v.union([v.number(), v.string()], tip),
    v.check((value) => /^(0|[1-9]\d{0,9})$/.test(String(value)), tip),
    v.transform(Number),
    v.minValue(min, tip),
    v.maxValue(max, tip),
  );
}

export const bool = (tip: string) => v.boolean(tip);

/** One of fixed words. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T, tip: string) {
  return v.picklist(values, tip);
}

/** `{ page, pageSize }` of every list call: page from 1, pageSize 10 by default, at most 50. */
export const paging = {
  page: optional(integer(`页码 page 需为1-${MAX_PAGE}的整数`, 1, MAX_PAGE)),
  pageSize: optional(integer(`每页条数 pageSize 需为1-${MAX_PAGE_SIZE}的整数`, 1, MAX_PAGE_SIZE)),
};

/** A payload with these fields; unknown fields are dropped, a non-object is refused. */
export function payload<E extends v.ObjectEntries>(entries: E) {
  return v.object(entries, '请求格式有误，请检查后重试');
}

/** The device id of the login calls (§5: six characters or fewer is not an id). */
export const deviceId = optional(text('设备号', { max: 128 }));

/**
 * The first refusal's tip, for the 4000 answer. A required field that is missing is reported
 * by valibot on the object; the field's own tip says more, so it is asked for.
 */
export function firstTip(schema: v.GenericSchema, issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (!issue) return BAD_INPUT;
  const key = issue.path?.at(-1)?.key;
  if (issue.type === 'object' && issue.input === undefined && typeof key === 'string') {
    const field = fieldAt(
      schema,
      issue.path!.map((item) => item.key),
    );
    const missing = field ? v.safeParse(field, undefined).issues?.[0]?.message : undefined;
    if (missing) return chinese(missing, key);
  }
  return chinese(issue.message, key);
}

const BAD_INPUT = '请求参数有误，请检查后重试';

// Every field above carries a Chinese tip; valibot's English default would only show through a
// schema written without one, and then the field's name is the most the tip can say.
function chinese(message: string, key: unknown): string {
  if (/[\u4e00-\u9fff]/.test(message)) return message;
  return typeof key === 'string' && /^[A-Za-z]{1,32}$/.test(key)
    ? `参数 ${key} 格式不正确`
    : BAD_INPUT;
}

function fieldAt(schema: v.GenericSchema, keys: unknown[]): v.GenericSchema | undefined {
  let current: unknown = schema;
  for (const key of keys) {
    const entries = (current as { entries?: Record<string, v.GenericSchema> }).entries;
    current = typeof key === 'string' ? entries?.[key] : undefined;
    if (!current) return undefined;
  }
  return current as v.GenericSchema;
}
