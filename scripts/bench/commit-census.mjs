// Diagnostic (not part of the bench): how many React commits a page makes while it loads, and
// which components render in them. A stand-in DevTools hook counts every commit; a component is
// named by its function's name or, minified, by the first characters of its source.
//   node scripts/bench/commit-census.mjs URL [waitMs=6000] [top=25]
// CENSUS_MIN=n lists commits of n renders or more (20); CENSUS_TOPS=n names n components where
// each began (4); CENSUS_DETAIL=1 counts, per listed commit, every component that rendered.
import { phonePage } from './chromium.mjs';

const [url, waitArg = '6000', topArg = '25'] = process.argv.slice(2);
const { browser, page } = await phonePage();
await page.addInitScript(
  (topsShown) => {
    const census = { commits: [], renders: {}, detail: [] };
    window.__census = census;
    const t0 = performance.now();
    const label = (type) => {
      if (typeof type !== 'function') return null;
      const name = type.displayName || type.name || '';
      if (name.length > 2) return name;
      return `${name}:${String(type).slice(0, 90).replace(/\s+/g, ' ')}`;
    };
    let nextId = 1;
    const last = new WeakMap();
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject() {
        return nextId++;
      },
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onCommitFiberRoot(_id, root) {
        let rendered = 0;
        const tops = [];
        const commit = {};
        const stack = [[root.current, false]];
        while (stack.length) {
          const [f, under] = stack.pop();
          // PerformedWork (1): the component's function ran in this render.
          let ran = false;
          // A subtree React skipped keeps its old fibers, flags and all: a fiber counts only if
          // its props or state changed since it was last seen.
          const seen = last.get(f);
          const fresh = !seen || seen[0] !== f.memoizedProps || seen[1] !== f.memoizedState;
          last.set(f, [f.memoizedProps, f.memoizedState]);
          if (f.flags & 1 && fresh) {
            const l = label(f.type);
            if (l) {
              ran = true;
              rendered += 1;
              census.renders[l] = (census.renders[l] ?? 0) + 1;
              commit[l] = (commit[l] ?? 0) + 1;
              // The shallowest components that ran: where the update started.
              if (!under) tops.push(l.slice(0, 60));
            }
          }
          if (f.sibling) stack.push([f.sibling, under]);
          if (f.child) stack.push([f.child, under || ran]);
        }
        census.detail.push(commit);
        census.commits.push([
          Math.round(performance.now() - t0),
          rendered,
          tops.slice(0, topsShown),
        ]);
      },
    };
  },
  Number(process.env.CENSUS_TOPS ?? 4),
);
await page.goto(url);
await page.waitForTimeout(Number(waitArg));
const census = await page.evaluate(() => window.__census);
await browser.close();
const total = census.commits.reduce((s, [, n]) => s + n, 0);
console.log(`${census.commits.length} commits, ${total} component renders on ${url}`);
census.commits.forEach(([t, n, tops], index) => {
  if (n < Number(process.env.CENSUS_MIN ?? 20)) return;
  console.log(`  ${t} ms ${n}: ${tops.join(' | ')}`);
  if (!process.env.CENSUS_DETAIL) return;
  for (const [name, count] of Object.entries(census.detail[index]))
    console.log(`      ${String(count).padStart(3)}  ${name.slice(0, 70)}`);
});
const top = Object.entries(census.renders).sort((a, b) => b[1] - a[1]);
for (const [name, n] of top.slice(0, Number(topArg)))
  console.log(`${String(n).padStart(5)}  ${name}`);
