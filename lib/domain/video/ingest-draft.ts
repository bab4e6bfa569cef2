// What an editor may set on an ingested video before and after it is published (docs/media-api.md
// "Ingestion"): the value lists and limits, and the check that answers a bad field with a Chinese
// tip. The admin call table's schema (lib/protocol, the console's branch) should take its limits
// from here.
import { VIDEO_ACCESS, type VideoAccess } from './entitlement';
import { OPERATOR_VIDEO_LIMITS } from './uploads';

/** Categories: each becomes a tag of the video when published, so its tag feed and search find it. */
export const VIDEO_CATEGORIES = [
  '电影',
  '电视剧',
  '综艺',
  '动漫',
  '短剧',
  '纪录片',
  '其他',
] as const;
export type VideoCategory = (typeof VIDEO_CATEGORIES)[number];

export const DRAFT_LIMITS = {
  titleMax: 40,
  descriptionMax: 500,
  tagsMax: 10,
  tagMax: 10,
  /** Diamonds in tenths (§5, as videos.price): 0.1 to 10,000 钻石. */
  priceMin: 1,
  priceMax: 100_000,
  /** A preview longer than ten minutes is most of an episode. */
  previewMax: 600,
} as const;

export type VideoDraft = {
  title: string;
  description: string;
  tags: string[];
  /** The catalogue holds one actor per video (videos.actor_id). */
  actorId: number | null;
  category: VideoCategory | null;
  /** Seconds shown on the card; null: the real length. */
  durationShown: number | null;
  access: VideoAccess;
  /** Tenths of a diamond; 0 unless access is 'paid'. */
  price: number;
  /** Seconds a viewer without the right may watch; null: the site's default (config). */
  previewSeconds: number | null;
};

export type DraftCheck = { ok: true; draft: VideoDraft } | { ok: false; tip: string };

const chars = (text: string) => [...text].length;
const isInt = (value: unknown): value is number => Number.isSafeInteger(value);
const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : null);

function checkTags(value: unknown): string[] | string {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return '标签格式不正确';
  const tags = value.map(textOf);
  if (tags.some((t) => t === null || t === '')) return '标签不能为空';
  if (tags.some((t) => chars(t!) > DRAFT_LIMITS.tagMax))
    return `每个标签不能超过${DRAFT_LIMITS.tagMax}个字`;
  const unique = [...new Set(tags as string[])];
  if (unique.length > DRAFT_LIMITS.tagsMax) return `标签最多${DRAFT_LIMITS.tagsMax}个`;
  return unique;
}

function checkMoney(fields: Record<string, unknown>, seconds: number | null) {
  const access = fields.access ?? 'free';
  if (!VIDEO_ACCESS.includes(access as VideoAccess)) return '请选择观看权限：免费、VIP或付费';
  const price = access === 'paid' ? fields.price : 0;
  if (access === 'paid' && !(isInt(price) && price >= DRAFT_LIMITS.priceMin))
    return '付费视频请填写价格';
  if (!isInt(price) || price > DRAFT_LIMITS.priceMax)
    return `价格不能超过${DRAFT_LIMITS.priceMax / 10}钻石`;
  const preview = fields.previewSeconds ?? null;
  if (preview !== null) {
    if (!isInt(preview) || preview < 1 || preview > DRAFT_LIMITS.previewMax)
      return `试看时长须为1到${DRAFT_LIMITS.previewMax}秒`;
    if (seconds !== null && preview >= seconds) return '试看时长须短于视频时长';
  }
  return { access: access as VideoAccess, price, previewSeconds: preview as number | null };
}

/**
 * The draft `fields` make for a video of `seconds` (null while not yet probed), or the tip of
 * the first field that is wrong. Absent optional fields take their defaults.
 */
export function checkDraft(fields: Record<string, unknown>, seconds: number | null): DraftCheck {
  const refuse = (tip: string): DraftCheck => ({ ok: false, tip });
  const title = textOf(fields.title);
  if (!title) return refuse('请填写视频标题');
  if (chars(title) > DRAFT_LIMITS.titleMax)
    return refuse(`标题不能超过${DRAFT_LIMITS.titleMax}个字`);
  const description = textOf(fields.description ?? '');
  if (description === null) return refuse('简介格式不正确');
  if (chars(description) > DRAFT_LIMITS.descriptionMax)
    return refuse(`简介不能超过${DRAFT_LIMITS.descriptionMax}个字`);
  const tags = checkTags(fields.tags);
  if (typeof tags === 'string') return refuse(tags);
  const actorId = fields.actorId ?? null;
  if (actorId !== null && !(isInt(actorId) && actorId > 0)) return refuse('演员选择不正确');
  const category = fields.category ?? null;
  if (category !== null && !VIDEO_CATEGORIES.includes(category as VideoCategory))
    return refuse(`分类须为：${VIDEO_CATEGORIES.join('、')}`);
  const shown = fields.durationShown ?? null;
  if (shown !== null && !(isInt(shown) && shown >= 1 && shown <= OPERATOR_VIDEO_LIMITS.maxSeconds))
    return refuse('显示时长须为正整数秒');
  const money = checkMoney(fields, seconds);
  if (typeof money === 'string') return refuse(money);
  return {
    ok: true,
    draft: {
      title,
      description,
      tags,
      actorId: actorId as number | null,
      category: category as VideoCategory | null,
      durationShown: shown as number | null,
      ...money,
    },
  };
}

/** Where an ingest stands for viewers, as the console's list shows it. */
export const PUBLICATIONS = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type Publication = (typeof PUBLICATIONS)[number];

/**
 * The publication of an ingest whose catalogue row (null before the first publish) has `status`
 * and `visibleFrom`, at `nowMs`: a published row not yet visible is scheduled.
 */
export function publicationOf(
  row: { status: string; visibleFrom: Date | null } | null,
  nowMs: number,
): Publication {
  if (!row) return 'draft';
  if (row.status !== 'published') return 'unpublished';
  return row.visibleFrom && row.visibleFrom.getTime() > nowMs ? 'scheduled' : 'published';
}
