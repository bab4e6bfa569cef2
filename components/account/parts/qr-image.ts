// A QR (and a few lines of text under it) drawn on a canvas and saved as a PNG download: the
// credentials card and the invitation poster are kept as pictures in the album.
import { qrModules } from './qr-code';

export interface QrPicture {
  text: string;
  lines: readonly string[];
  title?: string;
}

const CELL = 8;
const PAD = 32;

export function drawQrPicture({ text, lines, title }: QrPicture): HTMLCanvasElement {
  const modules = qrModules(text);
  const qrSide = modules.length * CELL;
  const width = qrSide + PAD * 2;
  const top = title ? 72 : PAD;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = top + qrSide + 24 + lines.length * 30 + PAD;
  const context = canvas.getContext('2d');
  if (!context) return canvas;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#111';
  context.textAlign = 'center';
  if (title) {
    context.font = 'bold 26px sans-serif';
    context.fillText(title, width / 2, 48);
  }
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) context.fillRect(PAD + x * CELL, top + y * CELL, CELL, CELL);
    }),
  );
  context.font = '18px sans-serif';
  lines.forEach((line, index) => context.fillText(line, width / 2, top + qrSide + 30 + index * 30));
  return canvas;
}

/** Saves the picture as a PNG file (the browser's download; an app webview may ask first). */
export async function saveQrPicture(picture: QrPicture, fileName: string): Promise<boolean> {
  const blob = await new Promise<Blob | null>((done) =>
    drawQrPicture(picture).toBlob(done, 'image/png'),
  );
  if (!blob) return false;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}
