// 文生图 (§7 "Text to image", /ai/txtToImg; docs/ai-api.md): the rules the screen, the origin and
// the model's adapter share. A prompt, a style and a size make a paid picture, given back when it
// fails. Its four states and their texts are 图生视频's (ai-video.ts): one vocabulary for the
// studio's jobs.
import { cleanText, textLength } from '../platform/text-normalise';

export const AI_IMAGE_STYLES = ['anime', 'photo', 'ink', 'oil', 'watercolor', 'cyberpunk'] as const;
export type AiImageStyle = (typeof AI_IMAGE_STYLES)[number];

const STYLES: Record<AiImageStyle, { name: string; words: string }> = {
  anime: { name: '动漫插画', words: 'anime illustration, clean line art, vivid colours' },
  photo: { name: '写实摄影', words: 'photorealistic photograph, natural light, fine detail' },
  ink: {
    name: '国风水墨',
    words: 'traditional Chinese ink wash painting, brush strokes, xuan paper',
  },
  oil: { name: '古典油画', words: 'classical oil painting, visible brush strokes, rich texture' },
  watercolor: { name: '清新水彩', words: 'soft watercolour painting, light washes, paper grain' },
  cyberpunk: { name: '赛博朋克', words: 'cyberpunk, neon lights, futuristic city at night' },
};

export const aiImageStyleName = (style: AiImageStyle): string => STYLES[style].name;
/** What a model is told for the style (English: what most image models read best). */
export const aiImageStyleWords = (style: AiImageStyle): string => STYLES[style].words;
export const isAiImageStyle = (value: unknown): value is AiImageStyle =>
  (AI_IMAGE_STYLES as readonly unknown[]).includes(value);

export const AI_IMAGE_SIZES = ['square', 'portrait', 'landscape'] as const;
export type AiImageSize = (typeof AI_IMAGE_SIZES)[number];

// The three sizes current image models take (gpt-image-1's, and multiples of 64 for diffusion).
const SIZES: Record<AiImageSize, { name: string; ratio: string; width: number; height: number }> = {
  square: { name: '方图', ratio: '1:1', width: 1024, height: 1024 },
  portrait: { name: '竖图', ratio: '2:3', width: 1024, height: 1536 },
  landscape: { name: '横图', ratio: '3:2', width: 1536, height: 1024 },
};

export const aiImageSizeName = (size: AiImageSize): string => SIZES[size].name;
export const aiImageSizeRatio = (size: AiImageSize): string => SIZES[size].ratio;
/** The picture's pixels for a size: what the model is asked for and what is kept at most. */
export function aiImagePixels(size: AiImageSize): { width: number; height: number } {
  const { width, height } = SIZES[size];
  return { width, height };
}
export const isAiImageSize = (value: unknown): value is AiImageSize =>
  (AI_IMAGE_SIZES as readonly unknown[]).includes(value);

export const AI_IMAGE_DEFAULT_STYLE: AiImageStyle = 'anime';
export const AI_IMAGE_DEFAULT_SIZE: AiImageSize = 'square';

/** Diamonds (§5 tenths) one picture costs: 10钻石. A third of a video: one model call, no ffmpeg. */
export const AI_IMAGE_PRICE = 100;
/** Pictures of one user that may be queued or being made at once (face swap's 3). */
export const AI_IMAGE_OPEN_MAX = 3;
export const TIP_AI_IMAGE_BUSY = `已有${AI_IMAGE_OPEN_MAX}张图片正在生成，请完成后再提交`;

/** What the prompt is called in a tip (the text rules' label too). */
export const AI_IMAGE_PROMPT_LABEL = '画面描述';
/** A prompt's length, in characters as a person counts them (a Chinese character, an emoji: 1). */
export const AI_IMAGE_PROMPT_MIN = 2;
export const AI_IMAGE_PROMPT_MAX = 300;

/** The prompt as it is stored and sent to the model: what was typed, less the invisible (as the
 * text rules clean it, lib/domain/ai/text-rules.ts). */
export const cleanPrompt = (prompt: string): string => cleanText(prompt);

/** Characters of the prompt as the counter shows them (of the cleaned text). */
export const promptLength = (prompt: string): number => textLength(cleanPrompt(prompt));

/** Why the prompt's length is refused, or null when it is fine. */
export function promptLengthProblem(prompt: string): string | null {
  const length = promptLength(prompt);
  const label = AI_IMAGE_PROMPT_LABEL;
  if (length === 0) return `请输入${label}`;
  if (length < AI_IMAGE_PROMPT_MIN) return `${label}至少${AI_IMAGE_PROMPT_MIN}个字`;
  if (length > AI_IMAGE_PROMPT_MAX) return `${label}最多${AI_IMAGE_PROMPT_MAX}个字`;
  return null;
}

/** Why the form cannot be sent yet, or null when it can. */
export function imageSubmitBlocker(form: {
  prompt: string;
  style: AiImageStyle | null;
  size: AiImageSize | null;
  open: number;
}): string | null {
  const problem = promptLengthProblem(form.prompt);
  if (problem) return problem;
  if (!form.style) return '请选择风格';
  if (!form.size) return '请选择尺寸';
  if (form.open >= AI_IMAGE_OPEN_MAX) return TIP_AI_IMAGE_BUSY;
  return null;
}

/** The mark on a picture the built-in demo drew (no model): said wherever the picture shows. */
export const AI_DEMO_MARK = '演示生成';
export const AI_DEMO_NOTE = '演示生成：由内置演示程序根据描述绘制，并非AI模型作品';
