import { describe, expect, it, vi } from 'vitest';
import { createCodecRegistry } from '@/lib/protocol/cipher';
import { BffError } from './envelope';
import { answerCodec } from './origin-answer';
import { Exchange } from './exchange';
import { originCallUrl } from './upstream';

describe('originCallUrl', () => {
  const origin = new URL('http://127.0.0.1:4000');

  it('sets the path and query as components of the configured origin', () => {
    expect(originCallUrl(origin, 'ping/check', '?a=1').href).toBe(
      'http://127.0.0.1:4000/api/app/ping/check?a=1',
    );
    // A query cannot become a path or an authority: it is encoded as a query.
    expect(originCallUrl(origin, 'ping/check', '?x=//evil.com/#y').href).toBe(
      'http://127.0.0.1:4000/api/app/ping/check?x=//evil.com/%23y',
    );
  });

  it.each(['../x', '%2e%2e/x', 'a/../../x', '//evil.com/x', 'a\\..\\..\\x', 'a b', 'a?b', 'a#b'])(
    'refuses a call path %j the setter would change (defence behind canonical-path)',
    (path) => {
      expect(() => originCallUrl(origin, path, '')).toThrow(BffError);
    },
  );
});

describe('Exchange', () => {
  it('a client signal aborted before the exchange fails it at once, quietly', () => {
    const exchange = new Exchange(AbortSignal.abort(), 1000);
    expect(exchange.failed).toBe(true);
    // An upstream request registered afterwards is torn down at once.
    const torn: unknown[] = [];
    exchange.onFail((error) => torn.push(error));
    expect(torn).toHaveLength(1);
    const reason = exchange.explain(new Error('x'));
    expect(reason.status).toBe(502);
    expect(reason.quiet).toBe(true);
    exchange.close();
  });

  it('keeps the first failure and stops listening once closed', () => {
    vi.useFakeTimers();
    try {
      const client = new AbortController();
      const exchange = new Exchange(client.signal, 50);
      vi.advanceTimersByTime(60);
      client.abort();
      expect(() => exchange.check()).toThrow(expect.objectContaining({ status: 504 }));
      exchange.close();
      const closed = new Exchange(new AbortController().signal, 50);
      closed.close();
      vi.advanceTimersByTime(100);
      expect(closed.failed).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('explains an unknown error as an unreachable origin, and passes a BffError through', () => {
    const exchange = new Exchange(new AbortController().signal, 1000);
    expect(exchange.explain(null).envelope.code).toBe(5020);
    const own = new BffError(4000, 't', 'm');
    expect(exchange.explain(own)).toBe(own);
    exchange.close();
  });
});

describe('answerCodec', () => {
  it('uses the version the origin names, else the current one', async () => {
    const key = await crypto.subtle.importKey('raw', new Uint8Array(32), 'AES-GCM', false, [
      'encrypt',
      'decrypt',
    ]);
    const codecs = createCodecRegistry(
      { a: { requestKey: key, responseKey: key }, b: { requestKey: key, responseKey: key } },
      { current: 'b' },
    );
    expect(answerCodec(codecs, null).version).toBe('b');
    expect(answerCodec(codecs, 'a').version).toBe('a');
    expect(() => answerCodec(codecs, 'c')).toThrow(BffError);
  });
});
