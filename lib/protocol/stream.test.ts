// The event-stream format of stream calls: what the writer writes the reader reads back, however
// the bytes are cut on the way, with any line ending.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { SSE_HEARTBEAT, SseParser, isStreamType, sseEvent } from './stream';

const readAll = (pieces: string[]) => {
  const parser = new SseParser();
  return { events: pieces.flatMap((p) => parser.push(p)), parser };
};

describe('SseParser', () => {
  it('reads events written by sseEvent, skipping heartbeats', () => {
    const text =
      sseEvent('chunk', '{"code":200,"data":{"text":"你好"}}') +
      SSE_HEARTBEAT +
      sseEvent('end', '{"code":200,"data":null}');
    const { events, parser } = readAll([text]);
    expect(events).toEqual([
      { event: 'chunk', data: '{"code":200,"data":{"text":"你好"}}' },
      { event: 'end', data: '{"code":200,"data":null}' },
    ]);
    expect(parser.pending).toBe(false);
  });

  it('gives the same events however the text is cut', () => {
    const text = [
      sseEvent('chunk', '{"t":"一"}'),
      sseEvent('chunk', '{"t":"二 三"}'),
      SSE_HEARTBEAT,
      sseEvent('error', '{"tip":"出错"}'),
    ].join('');
    const whole = readAll([text]).events;
    fc.assert(
      fc.property(fc.array(fc.nat(text.length), { maxLength: 8 }), (cuts) => {
        const at = [...new Set(cuts)].sort((a, b) => a - b);
        const pieces = [0, ...at].map((from, i) => text.slice(from, at[i] ?? text.length));
        expect(readAll(pieces).events).toEqual(whole);
      }),
    );
  });

  it('takes CR, LF and CRLF line ends, a CRLF split across pieces too', () => {
    expect(readAll(['event: end\r\ndata: 1\r', '\n\r', '\n']).events).toEqual([
      { event: 'end', data: '1' },
    ]);
    expect(readAll(['event: end\rdata: 2\r\r']).events).toEqual([{ event: 'end', data: '2' }]);
  });

  it('joins data lines, drops an event without data, says when a stream stopped mid-event', () => {
    expect(readAll(['data: a\ndata: b\n\n']).events).toEqual([{ event: 'message', data: 'a\nb' }]);
    expect(readAll(['event: chunk\n\n']).events).toEqual([]);
    const cut = readAll(['event: chunk\ndata: {"t":']);
    expect(cut.events).toEqual([]);
    expect(cut.parser.pending).toBe(true);
  });

  it('refuses to hold an event past its limit, however it arrives', () => {
    const parser = new SseParser(64);
    expect(() => parser.push(`data: ${'x'.repeat(100)}`)).toThrow();
    const lines = new SseParser(64);
    expect(() => {
      for (let i = 0; i < 10; i++) lines.push(`data: ${'y'.repeat(10)}\n`);
    }).toThrow();
    expect(new SseParser(64).push(`data: ${'z'.repeat(50)}\n\n`)).toHaveLength(1);
  });
});

describe('sseEvent', () => {
  it('refuses data of more than one line (it would split the event)', () => {
    expect(() => sseEvent('chunk', 'a\nb')).toThrow();
  });
});

it('isStreamType knows the event stream from a JSON refusal', () => {
  expect(isStreamType('text/event-stream; charset=utf-8')).toBe(true);
  expect(isStreamType('text/event-stream')).toBe(true);
  expect(isStreamType('application/json; charset=utf-8')).toBe(false);
  expect(isStreamType(null)).toBe(false);
});
