// Types for early-boot-script.mjs (plain JS, run by Node), so its vitest test is type-checked.
export const EARLY_BOOT_SCRIPT_FILE: string;
export function buildEarlyBootScript(): Promise<string>;
export function earlyBootModule(script: string): string;
