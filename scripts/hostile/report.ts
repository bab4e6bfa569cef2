// The rows of the hostile pass (scripts/hostile-pass.ts) and the table they print: one row per
// reproduction, what was tried, what the app answered, the time it took and the verdict.

/** PASS: refused as it should be. SKIP: could not be tried here (the reason is in `answered`). */
export type Verdict = 'PASS' | 'FAIL' | 'SKIP' | 'ERROR';

export type Row = {
  /** The defect of issue 34 ("1", "5b"…); 13 is the paid post's video. */
  defect: string;
  tried: string;
  answered: string;
  /** Wall time of what the row measures, when it matters ("12.3 s"); '' otherwise. */
  time: string;
  verdict: Verdict;
};

export const row = (
  defect: string,
  tried: string,
  answered: string,
  pass: boolean,
  time = '',
): Row => ({ defect, tried, answered, time, verdict: pass ? 'PASS' : 'FAIL' });

export const skipped = (defect: string, tried: string, why: string): Row => ({
  defect,
  tried,
  answered: why,
  time: '',
  verdict: 'SKIP',
});

/** Seconds with one decimal, as the rows show durations. */
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Runs `work` and answers its result with the milliseconds it took. */
export async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await work();
  return { value, ms: performance.now() - start };
}

/** Counts answers by what they said: "200" for a success, else "<code> <tip>". */
export function tally(answers: { code: number; tip: string }[]): string {
  const seen = new Map<string, number>();
  for (const a of answers) {
    const key = a.code === 200 ? '200' : `${a.code} ${a.tip}`.trim();
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return [...seen].map(([key, n]) => `${n}× ${key}`).join(', ');
}

/** An envelope as a row shows it: HTTP status, code and tip. */
export const said = (a: { status: number; code: number; tip: string }) =>
  `HTTP ${a.status} code ${a.code}${a.tip ? ` ${a.tip}` : ''}`;

const WIDTH = { defect: 4, tried: 46, answered: 70, time: 9 } as const;

/** Display width: CJK and full-width characters take two columns. */
function columns(text: string): number {
  let n = 0;
  for (const ch of text)
    n +=
      /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(
        ch,
      )
        ? 2
        : 1;
  return n;
}

/** `text` cut into lines of at most `width` columns, at a space where one is near. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const ch of text) {
    if (columns(line + ch) <= width) {
      line += ch;
      continue;
    }
    const space = line.lastIndexOf(' ');
    // A word is carried over whole unless it is long; CJK text breaks anywhere.
    if (ch !== ' ' && space > 0 && columns(line.slice(space + 1)) < 16) {
      lines.push(line.slice(0, space));
      line = line.slice(space + 1) + ch;
    } else {
      lines.push(line);
      line = ch === ' ' ? '' : ch;
    }
  }
  lines.push(line);
  return lines;
}

const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - columns(text)));

/** The table, wrapped to fixed columns (a terminal of ~140 columns reads it unbroken). */
export function renderTable(rows: Row[]): string {
  const head = `${pad('#', WIDTH.defect)} | ${pad('tried', WIDTH.tried)} | ${pad('answered', WIDTH.answered)} | ${pad('time', WIDTH.time)} | verdict`;
  const out = [head, '-'.repeat(columns(head) + 4)];
  for (const r of rows) {
    const cells = [
      wrap(r.defect, WIDTH.defect),
      wrap(r.tried, WIDTH.tried),
      wrap(r.answered, WIDTH.answered),
      wrap(r.time, WIDTH.time),
    ];
    const height = Math.max(...cells.map((c) => c.length));
    for (let i = 0; i < height; i += 1) {
      const [d, t, a, m] = cells.map((c) => c[i] ?? '');
      const verdict = i === 0 ? r.verdict : '';
      out.push(
        `${pad(d!, WIDTH.defect)} | ${pad(t!, WIDTH.tried)} | ${pad(a!, WIDTH.answered)} | ${pad(m!, WIDTH.time)} | ${verdict}`,
      );
    }
  }
  return out.join('\n');
}

/** The table as Markdown (for a closing note): `--markdown`. */
export function renderMarkdown(rows: Row[]): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  return [
    '| # | tried | answered | time | verdict |',
    '| - | ----- | -------- | ---- | ------- |',
    ...rows.map(
      (r) => `| ${r.defect} | ${cell(r.tried)} | ${cell(r.answered)} | ${r.time} | ${r.verdict} |`,
    ),
  ].join('\n');
}
