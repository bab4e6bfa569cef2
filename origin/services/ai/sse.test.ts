import { describe, expect, it } from 'vitest';

import { SSE_MAX_LINE, SseDataReader, SseLineTooLong } from './sse';

/** Feeds `parts` one by one; answers every event's data in order. */
function read(parts: string[]): string[] {
  const reader = new SseDataReader();
  return [...parts.flatMap((part) => reader.push(part)), ...reader.end()];
}

describe('SseDataReader', () => {
  it('hands out each event when its blank line arrives, whatever the split', () => {
    const stream = 'data: {"a":1}\n\ndata: {"b":2}\n\ndata: [DONE]\n\n';
    const whole = read([stream]);
    expect(whole).toEqual(['{"a":1}', '{"b":2}', '[DONE]']);
    // Split at every character: the same events.
    expect(read([...stream])).toEqual(whole);
  });

  it('takes CRLF and CR line ends, even a CRLF split between two reads', () => {
    expect(read(['data: x\r', '\n\r\ndata: y\r\r'])).toEqual(['x', 'y']);
  });

  it('joins the data lines of one event and skips comments and other fields', () => {
    expect(read([': ping\n', 'event: delta\nid: 7\ndata: one\ndata:two\n\n'])).toEqual([
      'one\ntwo',
    ]);
  });

  it('keeps a last event a server left without its blank line', () => {
    expect(read(['data: [DONE]'])).toEqual(['[DONE]']);
  });

  it('refuses a line that never ends', () => {
    const reader = new SseDataReader();
    expect(() => reader.push(`data: ${'x'.repeat(SSE_MAX_LINE)}`)).toThrow(SseLineTooLong);
  });
});
