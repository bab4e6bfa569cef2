import { describe, expect, it } from 'vitest';
import { CALL_TABLE as API_CALLS } from '@/lib/protocol/call-table';
import { allowedMethods, resolveRoute } from './allow-list';

describe('resolveRoute', () => {
  it('forwards every §7 call with its own method only', () => {
    for (const call of API_CALLS) {
      expect(resolveRoute(call.method, call.path)).toEqual({ kind: 'api', call });
      const other = call.method === 'GET' ? 'POST' : 'GET';
      const twin = API_CALLS.find((c) => c.path === call.path && c.method === other);
      expect(resolveRoute(other, call.path)).toEqual(twin ? { kind: 'api', call: twin } : null);
    }
  });

  it('knows the playback route, GET only, and nothing else', () => {
    expect(resolveRoute('GET', 'media/h5/m3u8/abc_1')).toEqual({ kind: 'playback', id: 'abc_1' });
    expect(resolveRoute('POST', 'media/h5/m3u8/abc_1')).toBeNull();
    expect(resolveRoute('GET', 'media/h5/m3u8/')).toBeNull();
    expect(resolveRoute('HEAD', 'ping/check')).toBeNull();
    expect(resolveRoute('get', 'ping/check')).toBeNull();
    expect(resolveRoute('GET', 'ping/Check')).toBeNull();
  });
});

describe('allowedMethods', () => {
  it('lists the methods a path is served with, none for an unlisted one', () => {
    for (const call of API_CALLS) {
      const methods = API_CALLS.filter((c) => c.path === call.path).map((c) => c.method);
      expect(allowedMethods(call.path)).toEqual(
        ['GET', 'POST'].filter((m) => methods.includes(m as 'GET')),
      );
    }
    expect(allowedMethods('upload/chunk')).toEqual(['GET', 'POST']);
    expect(allowedMethods('media/h5/m3u8/abc_1')).toEqual(['GET']);
    expect(allowedMethods('admin/users')).toEqual([]);
  });
});
