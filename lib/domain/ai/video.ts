// 图生视频 (§7 "Image to video", /ai/ImageGeneratedVideo; docs/ai-api.md): the rules the screen
// and the origin share. A short silent video made from the user's own photo with a chosen camera
// motion, paid in diamonds, given back when it fails.
import { formatDiamond } from '../platform/format';

export const AI_VIDEO_MOTIONS = ['zoomIn', 'zoomOut', 'pan', 'pulse'] as const;
export type AiVideoMotion = (typeof AI_VIDEO_MOTIONS)[number];

const MOTIONS: Record<AiVideoMotion, { name: string; description: string }> = {
  zoomIn: { name: '缓慢推近', description: '镜头慢慢靠近，聚焦画面中心' },
  zoomOut: { name: '缓慢拉远', description: '从近处慢慢退开，展现全貌' },
  pan: { name: '左右平移', description: '镜头从左向右缓缓扫过' },
  pulse: { name: '呼吸律动', description: '画面轻轻起伏，像在呼吸' },
};

export const aiVideoMotionName = (motion: AiVideoMotion): string => MOTIONS[motion].name;
export const aiVideoMotionDescription = (motion: AiVideoMotion): string =>
  MOTIONS[motion].description;
export const isAiVideoMotion = (value: unknown): value is AiVideoMotion =>
  (AI_VIDEO_MOTIONS as readonly unknown[]).includes(value);

/** Diamonds (§5 tenths) one video costs: 30钻石. */
export const AI_VIDEO_PRICE = 300;
/** Length of a made video (s) and its frame rate. */
export const AI_VIDEO_SECONDS = 5;
export const AI_VIDEO_FPS = 25;
/**
 * Videos of one user that may be queued or running at once. Fewer than face swap's 3: a video
 * takes the machine for seconds, not a fraction of one.
 */
export const AI_VIDEO_OPEN_MAX = 2;
export const TIP_AI_VIDEO_BUSY = `已有${AI_VIDEO_OPEN_MAX}个视频正在生成，请完成后再提交`;
export const AI_VIDEO_CONSENT_TEXT = '我确认照片为本人或已获得授权';
/** The refusal names the box the screen shows. */
export const TIP_AI_VIDEO_CONSENT = `请先勾选“${AI_VIDEO_CONSENT_TEXT}”`;

export const AI_VIDEO_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type AiVideoState = (typeof AI_VIDEO_STATES)[number];

const STATE_TEXT: Record<AiVideoState, string> = {
  queued: '排队中',
  running: '生成中',
  done: '已完成',
  failed: '生成失败',
};

export const aiVideoStateText = (state: AiVideoState): string => STATE_TEXT[state];
export const isAiVideoOpen = (state: AiVideoState): boolean =>
  state === 'queued' || state === 'running';

/** How often a screen asks again while a video is being made (ms). */
export const AI_VIDEO_POLL_MS = 2_000;

/** The poll interval while any of `states` is open, else false (no polling). */
export function aiVideoPollInterval(states: readonly AiVideoState[]): number | false {
  return states.some(isAiVideoOpen) ? AI_VIDEO_POLL_MS : false;
}

export const aiVideoPriceText = (price: number): string =>
  price > 0 ? `${formatDiamond(price)}钻石` : '免费';

/** Why the form cannot be sent yet, or null when it can. */
export function videoSubmitBlocker(form: {
  hasPhoto: boolean;
  motion: AiVideoMotion | null;
  consent: boolean;
  open: number;
}): string | null {
  if (!form.hasPhoto) return '请先上传照片';
  if (!form.motion) return '请选择运动效果';
  if (!form.consent) return '请先勾选授权确认';
  if (form.open >= AI_VIDEO_OPEN_MAX) return TIP_AI_VIDEO_BUSY;
  return null;
}

/** A made video plays from the one playlist route (§7 Playback) under `aiv-<order id>`. */
export const AI_VIDEO_PLAYBACK_PREFIX = 'aiv-';
const PLAYBACK_ID = /^aiv-([1-9][0-9]{0,9})$/;

export const aiVideoPlaybackId = (orderId: number): string =>
  `${AI_VIDEO_PLAYBACK_PREFIX}${orderId}`;

/** The order id a playback id names, or null when it is not a video order's. */
export function aiVideoIdOf(playbackId: string): number | null {
  const m = PLAYBACK_ID.exec(playbackId);
  const id = m ? Number(m[1]) : NaN;
  return id <= 2_147_483_647 ? id : null;
}

/** The box a video is fitted into: 720×1280 standing, 1280×720 lying. */
export const AI_VIDEO_LONG_SIDE = 1280;
export const AI_VIDEO_SHORT_SIDE = 720;
/** Photos narrower or wider than these (width / height) are cropped to them from the centre. */
const ASPECT_MIN = 9 / 16;
const ASPECT_MAX = 16 / 9;

// The epsilon keeps 1279.9999… (float error of an exact fit) from dropping to 1278.
const even = (n: number) => Math.max(2, 2 * Math.floor(n / 2 + 1e-9));

/**
 * The video's frame for a photo of `width`×`height`: the photo's shape (cropped to between 9:16
 * and 16:9), fitted into the box, never larger than the photo itself, even sides (H.264).
 */
export function videoFrameSize(photo: { width: number; height: number }): {
  width: number;
  height: number;
} {
  const aspect = Math.min(ASPECT_MAX, Math.max(ASPECT_MIN, photo.width / photo.height));
  // The cropped photo's own size: one side kept, the other cut to the aspect.
  const sourceW = Math.min(photo.width, photo.height * aspect);
  const sourceH = sourceW / aspect;
  const [boxW, boxH] =
    aspect > 1
      ? [AI_VIDEO_LONG_SIDE, AI_VIDEO_SHORT_SIDE]
      : [AI_VIDEO_SHORT_SIDE, AI_VIDEO_LONG_SIDE];
  const scale = Math.min(1, boxW / sourceW, boxH / sourceH);
  return { width: even(sourceW * scale), height: even(sourceH * scale) };
}
