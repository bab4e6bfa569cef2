// CPU time of the stack's processes, read from /proc (Linux): on a shared machine req/s moves
// with the neighbours' load, while CPU ms per request says what each request costs this code.
import { readFileSync, readdirSync } from 'node:fs';
import { setPriority } from 'node:os';

const TICKS_PER_MS = 100 / 1000; // USER_HZ is 100 on Linux

function stat(pid) {
  try {
    // Fields after the command name, which sits in parentheses and may contain spaces.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

function cmdline(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

function children() {
  const map = new Map();
  let pids = [];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return map;
  }
  for (const pid of pids) {
    const s = stat(pid);
    if (!s) continue;
    if (!map.has(s.ppid)) map.set(s.ppid, []);
    map.get(s.ppid).push(Number(pid));
  }
  return map;
}

function treeTicks(root, kids) {
  let total = 0;
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop();
    total += stat(pid)?.ticks ?? 0;
    stack.push(...(kids.get(pid) ?? []));
  }
  return total;
}

/**
 * Snapshots of the CPU ticks of the web server and the origin under `stackPid` (npm start's
 * process: its children are the origin, run by tsx, and `next start`). Null off Linux.
 */
export function cpuProbe(stackPid) {
  const kids = children();
  const direct = kids.get(stackPid) ?? [];
  const origin = direct.find((pid) => cmdline(pid).includes('serve-demo.ts'));
  const web = direct.find((pid) => /next-server|bin\/next start/.test(cmdline(pid)));
  if (origin === undefined || web === undefined) return null;
  return () => {
    const now = children();
    return { web: treeTicks(web, now), origin: treeTicks(origin, now) };
  };
}

/** CPU ms per request of each process between two snapshots. */
export function perRequest(before, after, requests) {
  const ms = (key) => (after[key] - before[key]) / TICKS_PER_MS / Math.max(requests, 1);
  return { web: ms('web'), origin: ms('origin') };
}

/** The servers' nice value while Lighthouse audits (0 is the default, 19 the lowest). */
export const SERVER_NICE = 10;

function treePids(root, kids) {
  const pids = [];
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop();
    pids.push(pid);
    stack.push(...(kids.get(pid) ?? []));
  }
  return pids;
}

/**
 * Gives every thread of the processes under `roots` the nice value `priority` (Linux: a nice
 * value is per thread, and new threads take their creator's). Returns how many it changed; a
 * thread it may not change (raising priority back needs CAP_SYS_NICE) is left as it is.
 */
export function setTreePriority(roots, priority) {
  const kids = children();
  let changed = 0;
  for (const pid of roots.flatMap((root) => treePids(root, kids))) {
    let tids = [];
    try {
      tids = readdirSync(`/proc/${pid}/task`).map(Number);
    } catch {
      continue;
    }
    for (const tid of tids) {
      try {
        setPriority(tid, priority);
        changed += 1;
      } catch {
        // Gone, or not ours to raise again.
      }
    }
  }
  return changed;
}
