// The picture of a captcha: digits drawn as jittered strokes on a noisy background, as an SVG.
// The digits are paths, never text, so the answer is not in the markup for a script to read.
import { randomInt } from 'node:crypto';

const WIDTH = 120;
const HEIGHT = 44;

// Each digit as strokes on a 10×16 grid: a seven-segment shape drawn with the pen.
const SEGMENTS: Record<string, [number, number, number, number]> = {
  a: [1, 1, 9, 1],
  b: [9, 1, 9, 8],
  c: [9, 8, 9, 15],
  d: [1, 15, 9, 15],
  e: [1, 8, 1, 15],
  f: [1, 1, 1, 8],
  g: [1, 8, 9, 8],
};
const DIGITS: Record<string, string> = {
  '0': 'abcdef',
  '1': 'bc',
  '2': 'abged',
  '3': 'abgcd',
  '4': 'fgbc',
  '5': 'afgcd',
  '6': 'afgedc',
  '7': 'abc',
  '8': 'abcdefg',
  '9': 'abcdfg',
};

const jitter = (spread: number) => randomInt(-spread, spread + 1);

function digitPath(digit: string, x: number, y: number, scale: number): string {
  const parts: string[] = [];
  for (const name of DIGITS[digit] ?? '') {
    const [x1, y1, x2, y2] = SEGMENTS[name]!;
    const p = (gx: number, gy: number) =>
      `${(x + gx * scale + jitter(1)).toFixed(0)} ${(y + gy * scale + jitter(1)).toFixed(0)}`;
    parts.push(`M${p(x1, y1)} L${p(x2, y2)}`);
  }
  return parts.join(' ');
}

function noiseLine(): string {
  const colour = `hsl(${randomInt(0, 360)} 60% 45%)`;
  return `<path d="M${randomInt(0, WIDTH)} ${randomInt(0, HEIGHT)} Q${randomInt(0, WIDTH)} ${randomInt(0, HEIGHT)} ${randomInt(0, WIDTH)} ${randomInt(0, HEIGHT)}" stroke="${colour}" stroke-width="1.5" fill="none"/>`;
}

/** An SVG data URL showing `answer` (digits), different every time it is drawn. */
export function captchaImage(answer: string): string {
  const strokes = [...answer].map((digit, i) => {
    const colour = `hsl(${randomInt(190, 260)} 70% ${randomInt(55, 72)}%)`;
    const d = digitPath(digit, 12 + i * 26 + jitter(3), 6 + jitter(3), 1.9);
    return `<path d="${d}" stroke="${colour}" stroke-width="3" stroke-linecap="round" fill="none"/>`;
  });
  const noise = Array.from({ length: 5 }, noiseLine);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#1f2233"/>${noise.join('')}${strokes.join('')}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
