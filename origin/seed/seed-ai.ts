// The AI studio's seed: 12 operator face-swap templates, 600×800 pictures drawn by
// make-ai-templates.ts (committed under origin/media/img/ai), each with its face oval.
import type { Db } from '../db/client';
import { aiTemplates } from '../db/schema/ai';
import { SEED_MEDIA_CLOCK } from './seed-media';

export const AI_TEMPLATE_WIDTH = 600;
export const AI_TEMPLATE_HEIGHT = 800;

export type SeedAiTemplate = {
  title: string;
  /** Diamonds (§5 tenths): 0, 50 (5 钻石) or 100 (10 钻石). */
  price: number;
  /** The scene's gradient. */
  colors: [string, string];
  /** The face oval in template pixels. */
  face: { x: number; y: number; rx: number; ry: number };
};

const oval = (y = 300, rx = 110, ry = 140) => ({ x: AI_TEMPLATE_WIDTH / 2, y, rx, ry });

export const AI_TEMPLATES: readonly SeedAiTemplate[] = [
  { title: '古风仕女', price: 100, colors: ['#5d1a1a', '#e8b86d'], face: oval(290) },
  { title: '赛博朋克', price: 100, colors: ['#12005e', '#ff2fb9'], face: oval(300, 105, 135) },
  { title: '宇航员', price: 50, colors: ['#050a30', '#3f6fd8'], face: oval(310, 120, 140) },
  { title: '武侠少侠', price: 50, colors: ['#1f2d1f', '#9fb98a'], face: oval(290) },
  { title: '民国旗袍', price: 100, colors: ['#3b0d2e', '#d9728f'], face: oval(280, 100, 130) },
  { title: '校园青春', price: 0, colors: ['#1565c0', '#a5d6f7'], face: oval(300) },
  { title: '职场精英', price: 50, colors: ['#212b36', '#8fa3b8'], face: oval(300, 105, 135) },
  { title: '油画肖像', price: 100, colors: ['#4e342e', '#d7a86e'], face: oval(320, 115, 145) },
  { title: '国潮', price: 50, colors: ['#8b0000', '#ffb300'], face: oval(300) },
  { title: '冰雪公主', price: 100, colors: ['#0d3b66', '#e0f7ff'], face: oval(290, 105, 135) },
  { title: '复古港风', price: 0, colors: ['#3e1f47', '#f2a65a'], face: oval(300) },
  { title: '森系写真', price: 0, colors: ['#1b4332', '#b7e4c7'], face: oval(300, 110, 140) },
];

/** IMAGE-line path of template n (0-based). */
export const aiTemplateCover = (index: number) => `/ai/t-${String(index + 1).padStart(2, '0')}.jpg`;

export async function seedAi(db: Db): Promise<void> {
  // Newest first in the list: the first template is the newest (position is the same for all).
  await db.insert(aiTemplates).values(
    AI_TEMPLATES.map((t, i) => ({
      title: t.title,
      cover: aiTemplateCover(i),
      width: AI_TEMPLATE_WIDTH,
      height: AI_TEMPLATE_HEIGHT,
      faceX: t.face.x,
      faceY: t.face.y,
      faceRx: t.face.rx,
      faceRy: t.face.ry,
      price: t.price,
      createdAt: new Date(SEED_MEDIA_CLOCK.getTime() - i * 3_600_000),
    })),
  );
}
