// Types for routes.mjs (plain JS, run by Node), so its vitest test is type-checked.
export interface BenchRoute {
  name: string;
  query?: (api: unknown) => Promise<Record<string, string | number>>;
}
export declare const ROUTES: readonly BenchRoute[];
export declare function resolveRoutes(
  webUrl: string,
  only?: readonly string[],
): Promise<{ name: string; url: string }[]>;
