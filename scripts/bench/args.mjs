// The arguments of `npm run bench` (scripts/bench.mjs says what each does).
export const PARTS = [
  'bff',
  'bff-stream',
  'lighthouse',
  'first-card',
  'images',
  'video',
  'short-video',
  'community',
];
const FLAGS = ['--check', '--update-baseline'];
const list = (text) =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The run asked for: the flags, the parts (none: all of them) and the Lighthouse routes. */
export function parseArgs(args, env) {
  // `--only community` (or `--only=community,images`): as BENCH_ONLY, from npm run's arguments.
  let onlyFlag;
  const flags = [];
  for (let i = 0; i < args.length; i += 1) {
    const [name, value] = args[i].split(/=(.*)/s);
    if (name === '--only') onlyFlag = value ?? args[(i += 1)];
    else flags.push(args[i]);
  }
  for (const flag of flags) {
    if (!FLAGS.includes(flag)) throw new Error(`unknown argument "${flag}" (${FLAGS}, --only)`);
  }
  const check = flags.includes('--check');
  const updateBaseline = flags.includes('--update-baseline');
  if (check && updateBaseline) throw new Error('--check and --update-baseline: one at a time');
  // Both flags are about the baseline, which only the Lighthouse part has.
  const only = check || updateBaseline ? ['lighthouse'] : list(onlyFlag ?? env.BENCH_ONLY);
  const routeNames = list(env.BENCH_ROUTES);
  for (const part of only) {
    if (!PARTS.includes(part)) throw new Error(`BENCH_ONLY: unknown part "${part}" (${PARTS})`);
  }
  return { check, updateBaseline, only, routeNames };
}
