// Upload of a 50 MB video on loopback (issue 24): the app's chunked uploader (browser → BFF →
// origin, every chunk checked, hashed and spooled to disk, then assembled) against one plain
// POST of the same file to a bare Node server that streams it to disk, the wire's ceiling.
// Both in the same Chromium page; the origin's memory is sampled while the chunks arrive.
import { execFileSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

import { launchBenchProfile, removeProfile } from './chromium.mjs';
import { median } from './regression.mjs';
import { bundleBenchEntry } from './browser-bundle.mjs';

const MB = 1_000_000;
const SIZE = Number(process.env.BENCH_UPLOAD_MB ?? 50) * MB;
const ROUNDS = Number(process.env.BENCH_UPLOAD_ROUNDS ?? 3);
const GOAL = 0.8;
const BIG_CHUNK = 4 * 1024 * 1024;

/** A bare loopback server that writes each POST body to a file, then answers 200. */
async function startSink() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-upload-sink-'));
  let n = 0;
  const server = createServer(async (req, res) => {
    // The page is the app's origin: a cross-origin POST with a video/mp4 body (preflighted).
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-methods', 'POST');
    res.setHeader('access-control-allow-headers', 'content-type');
    if (req.method !== 'POST') return res.end();
    n += 1;
    await pipeline(req, createWriteStream(join(dir, `${n}.bin`)));
    res.end('ok');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/upload`,
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A 2-second MP4 (base64) for the head of the bench's file: the origin probes what it assembles,
 * so the file must be a real video; the bench pads it to SIZE with a box readers skip.
 */
function benchClip() {
  let ffmpeg = 'ffmpeg';
  try {
    ffmpeg = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg').path;
  } catch {
    // the system's
  }
  const dir = mkdtempSync(join(tmpdir(), 'bench-clip-'));
  try {
    const file = join(dir, 'clip.mp4');
    execFileSync(ffmpeg, [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=25:duration=2'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', file],
    ]);
    return readFileSync(file).toString('base64');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Resident memory (kB) of a process and its descendants, from /proc; 0 off Linux. */
function treeRssKb(root) {
  let kids = new Map();
  try {
    for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
      try {
        const ppid = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
        kids.set(ppid, [...(kids.get(ppid) ?? []), Number(pid)]);
      } catch {
        // gone meanwhile
      }
    }
  } catch {
    kids = new Map();
  }
  let total = 0;
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop();
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
    stack.push(...(kids.get(pid) ?? []));
  }
  return total;
}

/** The origin's process (tsx running serve-demo.ts) under the stack's start.mjs. */
function originPid(stackPid) {
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const ppid = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (ppid === stackPid && cmd.includes('serve-demo.ts')) return Number(pid);
    } catch {
      // gone meanwhile
    }
  }
  return null;
}

/** Samples the origin's RSS every 100 ms while `work` runs: its peak over the start, MB. */
async function peakGrowth(pid, work) {
  if (pid === null) return { result: await work(), growthMb: null };
  const base = treeRssKb(pid);
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, treeRssKb(pid))), 100);
  try {
    return { result: await work(), growthMb: ((peak - base) * 1024) / 2 ** 20 };
  } finally {
    clearInterval(timer);
  }
}

export async function benchUpload({ root, webUrl, stackPid }) {
  const script = await bundleBenchEntry(root, 'upload-entry.ts');
  const sink = await startSink();
  const profile = mkdtempSync(join(tmpdir(), 'bench-upload-'));
  const context = await launchBenchProfile(profile, { viewport: { width: 412, height: 915 } });
  const origin = originPid(stackPid);
  const rounds = [];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    // A page of the app, so the uploader runs with the app's guest session and headers.
    await page.goto(`${webUrl}/community`);
    await page.waitForFunction(() => localStorage.getItem('token'), null, { timeout: 60_000 });
    await page.addScriptTag({ content: script });
    await page.evaluate(
      ([bytes, clip]) => window.benchUpload.make(bytes, clip),
      [SIZE, benchClip()],
    );
    const upload = (chunkSize) =>
      page.evaluate(
        ([id, size]) => window.benchUpload.chunked(id, size),
        [`bench-${Date.now()}-${chunkSize ?? 0}`, chunkSize],
      );
    // Warm-up, not counted: the first upload of a fresh stack also pays for compiling the
    // route handlers and growing the embedded database.
    await upload(undefined);
    await page.evaluate((url) => window.benchUpload.single(url), `${sink.url}?warm`);
    for (let round = 0; round < ROUNDS; round += 1) {
      const chunkedRun = async () => {
        const measured = await peakGrowth(origin, () => upload(undefined));
        // Diagnostic: the same uploader with 4 MiB chunks, a quarter of the requests.
        return { ...measured, bigger: await upload(BIG_CHUNK) };
      };
      const singleRun = () =>
        page.evaluate((url) => window.benchUpload.single(url), `${sink.url}?r=${round}`);
      // Alternate which goes first, so neither always meets a warmer machine.
      const order = round % 2 === 0 ? ['chunked', 'single'] : ['single', 'chunked'];
      const r = {};
      for (const which of order)
        r[which] = which === 'chunked' ? await chunkedRun() : await singleRun();
      if (r.chunked.result.status !== 'success')
        throw new Error(`chunked upload ended ${r.chunked.result.status}: ${r.chunked.result.tip}`);
      if (r.single.status !== 200) throw new Error(`single upload answered ${r.single.status}`);
      rounds.push({
        biggerMs: r.chunked.bigger.ms,
        chunkedMs: r.chunked.result.ms,
        singleMs: r.single.ms,
        growthMb: r.chunked.growthMb,
      });
    }
  } finally {
    await context.close();
    removeProfile(profile);
    await sink.stop();
  }
  return report(rounds);
}

function report(rounds) {
  const mbps = (ms) => SIZE / MB / (ms / 1000);
  const ratios = rounds.map((r) => r.singleMs / r.chunkedMs);
  const ratio = median(ratios);
  const growth = rounds.map((r) => r.growthMb).filter((g) => g !== null);
  const md = [
    `### Upload of a ${SIZE / MB} MB video over loopback`,
    '',
    `The same file (a 2-second MP4, then random bytes in a \`free\` box) from one Chromium page, ${ROUNDS} ` +
      'rounds alternating which goes first, medians. **Chunked**: the app’s uploader ' +
      '(`lib/media/chunked-upload` with the publish screen’s transport: 1 MiB chunks, 3 at a ' +
      'time, a SHA-256 of each in the browser) through the BFF to the origin, which checks, ' +
      'hashes and spools each chunk to disk, records it, and on the last one assembles the file ' +
      '(answering 202, queued for transcoding); timed until the uploader says success. ' +
      '**Single request**: one XHR POST of the whole file to a bare Node server on loopback ' +
      'that streams it to disk (no BFF, no checks: the ceiling of this machine; one request ' +
      'through the app cannot carry it, its multipart limit is 20 MiB). One upload of each ' +
      'before the rounds warms the stack up.',
    '',
    '| path | median ms | MB/s |',
    '|---|---:|---:|',
    `| chunked uploader → BFF → origin | ${Math.round(median(rounds.map((r) => r.chunkedMs)))} | ${mbps(median(rounds.map((r) => r.chunkedMs))).toFixed(1)} |`,
    `| the same with 4 MiB chunks (diagnostic: a quarter of the requests) | ${Math.round(median(rounds.map((r) => r.biggerMs)))} | ${mbps(median(rounds.map((r) => r.biggerMs))).toFixed(1)} |`,
    `| one request → bare loopback server | ${Math.round(median(rounds.map((r) => r.singleMs)))} | ${mbps(median(rounds.map((r) => r.singleMs))).toFixed(1)} |`,
    '',
    `- throughput ratio chunked / single: **${ratio.toFixed(2)}** (goal ≥ ${GOAL}) ${ratio >= GOAL ? '✅' : '❌'}`,
    `- every round, ms (chunked / single): ${rounds.map((r) => `${Math.round(r.chunkedMs)} / ${Math.round(r.singleMs)}`).join(' · ')}`,
    growth.length
      ? `- the origin's resident memory while the chunks arrived, peak over its start: ${growth.map((g) => `${g.toFixed(0)} MB`).join(' · ')} (the file is ${SIZE / MB} MB)`
      : "- the origin's memory: not sampled (no /proc)",
    '',
  ].join('\n');
  return { md, ok: ratio >= GOAL, ratio };
}
