import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CALL_TABLE as API_CALLS } from '@/lib/protocol/call-table';
import { canonicalCallPath, MAX_QUERY_LENGTH } from './canonical-path';
import { traversalPayloads } from './bff.test-support';
import { originCallUrl } from './upstream';

const host = 'http://localhost:3000';

describe('canonicalCallPath', () => {
  it('accepts every allow-listed call path, absolute or origin-form, and keeps the query', () => {
    for (const call of API_CALLS) {
      expect(canonicalCallPath(`${host}/api/app/${call.path}`)).toEqual({
        ok: true,
        path: call.path,
        search: '',
      });
    }
    expect(canonicalCallPath('/api/app/upload/chunk?chunkNumber=1&identifier=a-b')).toEqual({
      ok: true,
      path: 'upload/chunk',
      search: '?chunkNumber=1&identifier=a-b',
    });
    expect(canonicalCallPath(`${host}/api/app/ping/check?`)).toEqual({
      ok: true,
      path: 'ping/check',
      search: '',
    });
    expect(
      canonicalCallPath('https://x.example/api/app/media/h5/m3u8/A_b-9?token=t'),
    ).toMatchObject({
      ok: true,
      path: 'media/h5/m3u8/A_b-9',
    });
  });

  it.each([
    ['/api/app/%2e%2e/x', 'encoded'],
    ['/api/app/..%2fx', 'encoded'],
    ['/api/app/a\\b', 'backslash'],
    ['/api/app/../x', 'dot-segment'],
    ['/api/app/./x', 'dot-segment'],
    ['/api/app/a//b', 'empty-segment'],
    ['/api/app/a/', 'empty-segment'],
    ['/api/app/a;b=1', 'param'],
    ['/api/app/a@b', 'character'],
    ['/api/app/a.json', 'character'],
    ['//evil.com/api/app/x', 'authority'],
    ['/\\evil.com', 'authority'],
    ['http://evil.com', 'authority'],
    ['evil.com/api/app/x', 'authority'],
    ['/api/app/x#f', 'fragment'],
    ['/api/x', 'outside-prefix'],
    ['/api/app/a b', 'control-or-space'],
    ['/api/app/a\u0000', 'control-or-space'],
    ['/api/app/\u00e9', 'control-or-space'],
    [`/api/app/${'a'.repeat(300)}`, 'too-long'],
    [`/api/app/${'a/'.repeat(9)}a`, 'too-long'],
    [`/api/app/x${'?'.padEnd(MAX_QUERY_LENGTH + 2, 'q')}`, 'query'],
    [`/api/app/${'x'.repeat(5000)}`, 'too-long'],
  ])('%s → %s', (raw, reason) => {
    expect(canonicalCallPath(raw)).toEqual({ ok: false, reason });
  });

  it('refuses a non-string', () => {
    expect(canonicalCallPath(undefined)).toEqual({ ok: false, reason: 'not-a-string' });
  });

  it('refuses every generated traversal and authority payload, raw and as request.url', () => {
    const payloads = traversalPayloads();
    expect(payloads.length).toBeGreaterThanOrEqual(200);
    for (const raw of payloads) {
      // Listed calls written differently (case) are well-formed and left to the allow-list (404).
      const result = canonicalCallPath(raw);
      if (result.ok)
        expect(
          API_CALLS.some((c) => c.path === result.path),
          raw,
        ).toBe(false);
    }
    const accepted = payloads.map((p) => canonicalCallPath(p)).filter((r) => r.ok);
    // Only the case variants of ping/check and '/api/app/admin'-style unlisted names pass the grammar.
    expect(accepted.length).toBeLessThan(10);
  });

  it('property: an accepted path is a whitelist grammar and survives URL construction unchanged', () => {
    const origin = new URL('http://127.0.0.1:4000');
    // Mostly the characters that matter (separators, dots, escapes), so accepted paths are common.
    const unit = fc.oneof(
      fc.constantFrom(
        'a',
        'Z',
        '0',
        '_',
        '-',
        '/',
        '.',
        '%',
        '2',
        'e',
        'f',
        '\\',
        ':',
        '@',
        ';',
        '?',
      ),
      fc.string({ unit: 'binary', maxLength: 1 }),
    );
    fc.assert(
      fc.property(
        fc.string({ unit, maxLength: 60 }),
        fc.string({ maxLength: 40 }),
        (junk, query) => {
          for (const raw of [`/api/app/${junk}`, `${host}/api/app/${junk}?${query}`, junk]) {
            const result = canonicalCallPath(raw);
            if (!result.ok) continue;
            expect(result.path).toMatch(/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/);
            const url = originCallUrl(origin, result.path, result.search);
            expect(url.host).toBe('127.0.0.1:4000');
            expect(url.pathname).toBe(`/api/app/${result.path}`);
          }
        },
      ),
      { numRuns: 1500 },
    );
  }, 30_000);
});
