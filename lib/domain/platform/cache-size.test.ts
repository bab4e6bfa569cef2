import { describe, expect, it } from 'vitest';

import { clearedText, formatBytes, jsonSize } from './cache-size';

describe('cache sizes', () => {
  it('are written in the largest unit that keeps them readable', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(-5)).toBe('0 B');
    expect(formatBytes(Number.NaN)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(4.5 * 1024 * 1024)).toBe('4.5 MB');
    expect(formatBytes(123 * 1024 * 1024)).toBe('123 MB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3 GB');
  });

  it('say what was cleared', () => {
    expect(clearedText(2 * 1024 * 1024)).toBe('已清除 2 MB');
    expect(clearedText(0)).toBe('已清除缓存');
  });

  it('count a query by its JSON, and what JSON cannot write as nothing', () => {
    expect(jsonSize({ a: '中' })).toBe(JSON.stringify({ a: '' }).length + 3);
    expect(jsonSize(undefined)).toBe(0);
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(jsonSize(loop)).toBe(0);
  });
});
