import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { persistedAtom } from './persisted-atom';
import { flagCodec, jsonCodec, rawStringCodec } from './storage-codecs';
import {
  installMemoryStorage,
  removeMemoryStorage,
  type MemoryStorage,
} from './storage.test-support';

let local: MemoryStorage;
let session: MemoryStorage;

beforeEach(() => {
  ({ local, session } = installMemoryStorage());
});
afterEach(removeMemoryStorage);

const tokenAtom = () =>
  persistedAtom<string | null>({
    key: 'token',
    area: 'local',
    initial: null,
    codec: rawStringCodec,
  });

describe('persistedAtom', () => {
  it('keeps a raw string raw (the token is not JSON-quoted)', () => {
    const store = createStore();
    const atom = tokenAtom();
    store.set(atom, 'abc-123');
    expect(local.getItem('token')).toBe('abc-123');
    expect(createStore().get(atom)).toBe('abc-123');
  });

  it('reads what is already stored on first use in a store, outside React', () => {
    local.setItem('token', 'stored');
    expect(createStore().get(tokenAtom())).toBe('stored');
  });

  it('removes the key when set back to the initial value', () => {
    const store = createStore();
    const atom = tokenAtom();
    store.set(atom, 't');
    store.set(atom, null);
    expect(local.getItem('token')).toBeNull();
  });

  it('takes an updater function', () => {
    const store = createStore();
    const atom = persistedAtom({
      key: 'n',
      area: 'session',
      initial: 0,
      codec: jsonCodec((v): v is number => typeof v === 'number'),
    });
    store.set(atom, 2);
    store.set(atom, (n) => n + 1);
    expect(session.getItem('n')).toBe('3');
  });

  it('falls back to the initial value for corrupt or wrongly shaped JSON', () => {
    const isObj = (v: unknown): v is { a: number } =>
      typeof v === 'object' && v !== null && 'a' in v;
    const atom = persistedAtom({
      key: 'cfg',
      area: 'session',
      initial: null as { a: number } | null,
      codec: jsonCodec((v): v is { a: number } | null => v === null || isObj(v)),
    });
    session.setItem('cfg', '{not json');
    expect(createStore().get(atom)).toBeNull();
    session.setItem('cfg', '[1,2]');
    expect(createStore().get(atom)).toBeNull();
    session.setItem('cfg', '{"a":1}');
    expect(createStore().get(atom)).toEqual({ a: 1 });
  });

  it('survives a full quota and a storage that refuses reads', () => {
    const store = createStore();
    const atom = tokenAtom();
    local.failWrites = true;
    expect(() => store.set(atom, 'kept-in-memory')).not.toThrow();
    expect(store.get(atom)).toBe('kept-in-memory');
    local.failReads = true;
    expect(createStore().get(tokenAtom())).toBeNull();
  });

  it('works with no storage at all (server render)', () => {
    removeMemoryStorage();
    const store = createStore();
    const atom = tokenAtom();
    expect(store.get(atom)).toBeNull();
    expect(() => store.set(atom, 'x')).not.toThrow();
    expect(store.get(atom)).toBe('x');
  });

  it('stores flags as 1/0 and reads true/false too', () => {
    expect(flagCodec.stringify(true)).toBe('1');
    expect(flagCodec.parse('true')).toBe(true);
    expect(flagCodec.parse('0')).toBe(false);
    expect(flagCodec.parse('maybe')).toBeUndefined();
    expect(rawStringCodec.parse('   ')).toBeUndefined();
  });
});
