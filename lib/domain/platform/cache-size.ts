// 清除缓存 (issue 39): how the size of what would be cleared is written, and which browser
// storage counts as cache. The token, the login, the device id and the settings are never cache.

/** Bytes as the settings row shows them: 0 B, 512 B, 12.3 KB, 4.5 MB, 1.02 GB. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  const units = ['KB', 'MB', 'GB'] as const;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = value >= 100 ? 0 : value >= 10 ? 1 : 2;
  return `${value.toFixed(digits).replace(/\.?0+$/, '')} ${units[unit]}`;
}

/** The toast after clearing: 已清除 4.5 MB (or 已清除缓存 when there was nothing measurable). */
export function clearedText(bytes: number): string {
  return bytes > 0 ? `已清除 ${formatBytes(bytes)}` : '已清除缓存';
}

/**
 * A query's data as cache: its JSON length, a fair stand-in for what it holds in memory. Data
 * JSON cannot write (a cycle, a BigInt) counts as 0 rather than failing the estimate.
 */
export function jsonSize(value: unknown): number {
  if (value === undefined) return 0;
  try {
    const text = JSON.stringify(value);
    return text === undefined ? 0 : new TextEncoder().encode(text).length;
  } catch {
    return 0;
  }
}
