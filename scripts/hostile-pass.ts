// The hostile pass of issue 34, replayed against a running stack (`npm start`) through the web
// tier exactly as a browser or an attacker would send it: plain HTTP to <base>/api/app/…, the
// origin's pay pages, signed requests straight to the origin. One row per reproduction: what was
// tried, what the app answered, the time it took, PASS (refused as it should be) or FAIL. Exits
// 1 on any FAIL or ERROR. Not part of `npm test`: it needs a live stack and takes minutes.
//
//   npx tsx scripts/hostile-pass.ts --base http://localhost:3000   (npm run hostile -- …)
//   --help lists the options; docs/origin.md "Hostile pass" says how to start the stack for it.
import { closeAgents } from './hostile/app-client';
import { checkPayBodies } from './hostile/check-pay';
import { checkInvisibleText, checkPaidSearch } from './hostile/check-text';
import { checkParallelLimits } from './hostile/check-limits';
import { checkQrLogin, checkSmsGuesses } from './hostile/check-login';
import { checkGuestRewards } from './hostile/check-money';
import { checkPaidPostVideo, checkTranscodeLimits } from './hostile/check-transcode';
import { checkPageHeaders, checkPlainBodies } from './hostile/check-transport';
import { checkPlaylistUploads, checkUploadQuotas } from './hostile/check-uploads';
import { createContext, parseOptions, type Context } from './hostile/context';
import { renderMarkdown, renderTable, type Row } from './hostile/report';

type Check = { defect: string; name: string; run: (ctx: Context) => Promise<Row[]> };

const CHECKS: Check[] = [
  {
    defect: '1',
    name: 'uploaded playlists and references reach ffmpeg',
    run: checkPlaylistUploads,
  },
  { defect: '2', name: 'guests mint diamonds', run: checkGuestRewards },
  { defect: '3', name: 'uploads fill the disk', run: checkUploadQuotas },
  { defect: '4', name: 'one user stalls every transcode', run: checkTranscodeLimits },
  { defect: '5', name: 'limits beaten in parallel', run: checkParallelLimits },
  { defect: '6', name: 'invisible letters beat moderation and names', run: checkInvisibleText },
  { defect: '7', name: 'search reads paid posts', run: checkPaidSearch },
  { defect: '8', name: 'whoever sees a login QR takes the login', run: checkQrLogin },
  { defect: '9', name: 'a stranger kills an SMS code', run: checkSmsGuesses },
  { defect: '10', name: 'bad bodies at the pay pages', run: checkPayBodies },
  { defect: '11', name: 'plain bodies with encryption on', run: checkPlainBodies },
  { defect: '12', name: 'pages without security headers', run: checkPageHeaders },
  { defect: '13', name: 'a paid post’s video by id guess', run: checkPaidPostVideo },
];

/** A check that hangs (a stack gone quiet) becomes an ERROR row instead of a hung run. */
const CHECK_TIMEOUT_MS = 15 * 60_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no result within ${ms / 60_000} min`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The stack answers at all: else one clear line, not thirteen errors. */
async function reachable(ctx: Context): Promise<string | null> {
  try {
    const ping = await ctx.net('reachable').get('ping/check');
    if (ping.code !== 200)
      return `${ctx.options.base}/api/app/ping/check answered ${ping.code} ${ping.tip}`;
    return null;
  } catch (error) {
    return `${ctx.options.base} does not answer: ${(error as Error).message}`;
  }
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  const ctx = createContext(options);
  const down = await reachable(ctx);
  if (down) {
    console.error(`[hostile] ${down}`);
    await closeAgents();
    return 2;
  }
  console.error(
    `[hostile] run ${ctx.runId} against ${options.base} (origin ${options.origin}), from ${ctx.net('reachable').address.replace(/\.\d+$/, '.x')}`,
  );
  const rows: Row[] = [];
  for (const check of CHECKS) {
    if (options.only && !options.only.has(check.defect)) continue;
    const start = performance.now();
    let got: Row[];
    try {
      got = await withTimeout(check.run(ctx), CHECK_TIMEOUT_MS);
    } catch (error) {
      const e = error as Error & { cause?: Error };
      const where = e.stack?.split('\n').slice(0, 2).join(' ') ?? String(error);
      const message = e.cause ? `${where} (cause: ${e.cause.message ?? String(e.cause)})` : where;
      got = [
        {
          defect: check.defect,
          tried: check.name,
          answered: `script error: ${message}`,
          time: '',
          verdict: 'ERROR',
        },
      ];
    }
    for (const r of got) console.error(`[hostile] ${r.defect} ${r.verdict}: ${r.answered}`);
    console.error(
      `[hostile] ${check.defect} took ${((performance.now() - start) / 1000).toFixed(0)} s`,
    );
    rows.push(...got);
  }
  await closeAgents();
  console.log(renderTable(rows));
  if (options.markdown) console.log(`\n${renderMarkdown(rows)}`);
  const count = (verdict: Row['verdict']) => rows.filter((r) => r.verdict === verdict).length;
  console.log(
    `\n${rows.length} rows: ${count('PASS')} PASS, ${count('FAIL')} FAIL, ${count('SKIP')} SKIP, ${count('ERROR')} ERROR`,
  );
  return count('FAIL') + count('ERROR') > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
