// Types for regression.mjs (plain JS, run by Node), so its vitest test is type-checked.
export interface Rules {
  scoreMargin: number;
  tbtGrowth: number;
  tbtAllowanceMs: number;
  busierHelloDrop: number;
  busierCpuRatio: number;
}
export interface Audit {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}
export interface Summary extends Audit {
  runs: number;
  scoreSpread: number;
  tbtSpread: number;
}
export interface RouteSummary extends Summary {
  tbtOverHello: number;
}
export interface BaselineEntry {
  score: number;
  scoreSpread: number;
  tbt: number;
  tbtSpread: number;
  lcp: number;
  cls: number;
}
export interface Baseline {
  recorded: string;
  rounds: number;
  cpuIndex: number;
  hello: BaselineEntry;
  routes: Record<string, BaselineEntry & { tbtOverHello: number }>;
}
export interface Run {
  recorded: string;
  rounds: number;
  cpuIndex: number;
  hello: Summary;
  routes: Record<string, RouteSummary>;
}
export interface Row {
  name: string;
  status: 'pass' | 'fail' | 'new' | 'missing';
  reasons: string[];
  now?: RouteSummary;
  base?: Baseline['routes'][string];
  limit?: number;
}

export declare const RULES: Rules;
export declare function median(values: number[]): number;
export declare function spread(values: number[]): number;
export declare function summarize(audits: Audit[]): Summary;
export declare function overHello(route: Summary, hello: Summary): RouteSummary;
export declare function baselineFrom(run: Run, previous?: Baseline | null): Baseline;
export declare function tbtLimit(base: number, rules?: Rules): number;
export declare function compare(
  baseline: Baseline | null,
  routes: Record<string, RouteSummary | { error: string }>,
  rules?: Rules,
): { ok: boolean; rows: Row[] };
export declare function machineBusier(
  run: Pick<Run, 'hello' | 'cpuIndex'>,
  baseline: Pick<Baseline, 'hello' | 'cpuIndex'> | null,
  rules?: Rules,
): { helloDrop: number; cpuRatio: number } | null;
export declare function change(now: number, base: number, digits?: number): string;
