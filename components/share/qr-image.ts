// A QR (and a few lines of text under it) drawn on a canvas and made a PNG: the credentials card,
// the invitation poster and the share poster (with the subject's cover and title above the QR)
// are kept as pictures in the album.
import { qrModules } from './qr-code';

export interface QrPicture {
  text: string;
  lines: readonly string[];
  title?: string;
  /** A picture above the title (a share poster's cover), scaled to the poster's width. */
  cover?: HTMLImageElement | ImageBitmap | null;
}

const CELL = 8;
const PAD = 32;
const TITLE_LINE = 34;
const TITLE_LINES_MAX = 2;
const TITLE_FONT = 'bold 26px sans-serif';

/** Up to `max` lines of `text` within `width`; the last one ends in … when the text goes on. */
function wrapTitle(context: CanvasRenderingContext2D, text: string, width: number, max: number) {
  const lines: string[] = [];
  let line = '';
  for (const char of Array.from(text)) {
    if (line !== '' && context.measureText(line + char).width > width) {
      lines.push(line);
      line = '';
      if (lines.length === max) break;
    }
    line += char;
  }
  if (lines.length < max) return [...lines, line].filter((l) => l !== '');
  const last = Array.from(lines[max - 1]!);
  while (last.length > 0 && context.measureText(`${last.join('')}…`).width > width) last.pop();
  lines[max - 1] = `${last.join('')}…`;
  return lines;
}

export function drawQrPicture({ text, lines, title, cover }: QrPicture): HTMLCanvasElement {
  const modules = qrModules(text);
  const qrSide = modules.length * CELL;
  const width = qrSide + PAD * 2;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  const context = canvas.getContext('2d');
  if (!context) return canvas;
  context.font = TITLE_FONT;
  const titleLines = title ? wrapTitle(context, title, width - PAD * 2, TITLE_LINES_MAX) : [];
  const coverHeight = cover ? Math.round(((width - PAD * 2) * 9) / 16) : 0;
  const titleTop = cover ? PAD + coverHeight + 16 : 16;
  const top = titleLines.length > 0 ? titleTop + titleLines.length * TITLE_LINE + 16 : PAD;
  canvas.height = top + qrSide + 24 + lines.length * 30 + PAD;

  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  if (cover) drawCover(context, cover, PAD, PAD, width - PAD * 2, coverHeight);
  context.fillStyle = '#111';
  context.textAlign = 'center';
  context.font = TITLE_FONT;
  titleLines.forEach((line, index) =>
    context.fillText(line, width / 2, titleTop + (index + 1) * TITLE_LINE - 6),
  );
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) context.fillRect(PAD + x * CELL, top + y * CELL, CELL, CELL);
    }),
  );
  context.font = '18px sans-serif';
  lines.forEach((line, index) => context.fillText(line, width / 2, top + qrSide + 30 + index * 30));
  return canvas;
}

/** The cover fills its box, cropped to the box's shape around its centre. */
function drawCover(
  context: CanvasRenderingContext2D,
  cover: HTMLImageElement | ImageBitmap,
  x: number,
  y: number,
  w: number,
  h: number,
) {
  const sw = cover instanceof HTMLImageElement ? cover.naturalWidth : cover.width;
  const sh = cover instanceof HTMLImageElement ? cover.naturalHeight : cover.height;
  if (!sw || !sh) return;
  const scale = Math.max(w / sw, h / sh);
  const cw = w / scale;
  const ch = h / scale;
  context.drawImage(cover, (sw - cw) / 2, (sh - ch) / 2, cw, ch, x, y, w, h);
}

function canvasBlob(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((done) => canvas.toBlob(done, 'image/png'));
}

/**
 * The picture as a PNG. A cover from another origin without CORS taints the canvas (toBlob
 * throws): the poster is drawn again without it rather than not at all.
 */
export async function qrPictureBlob(picture: QrPicture): Promise<Blob | null> {
  try {
    return await canvasBlob(drawQrPicture(picture));
  } catch (error) {
    if (!picture.cover) throw error;
    return canvasBlob(drawQrPicture({ ...picture, cover: null }));
  }
}

/** Saves a blob as a file (the browser's download; an app webview may ask first). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves the picture as a PNG file. */
export async function saveQrPicture(picture: QrPicture, fileName: string): Promise<boolean> {
  const blob = await qrPictureBlob(picture);
  if (!blob) return false;
  downloadBlob(blob, fileName);
  return true;
}
