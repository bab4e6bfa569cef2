// The event stream of a stream call (docs/protocol.md "Streaming"), on both hops: server-sent
// events whose data is an envelope, `chunk` for each piece, then one `end` or one `error`. The
// origin writes it, the BFF reads and re-writes it, the browser reads it: one format, one parser.

/** The events a stream carries; anything else is ignored by readers (room to grow). */
export const STREAM_EVENTS = ['chunk', 'end', 'error'] as const;
export type StreamEventName = (typeof STREAM_EVENTS)[number];

export const isStreamEvent = (name: string): name is StreamEventName =>
  (STREAM_EVENTS as readonly string[]).includes(name);

export const STREAM_CONTENT_TYPE = 'text/event-stream; charset=utf-8';
const STREAM_TYPE_RE = /^text\/event-stream\s*(;|$)/i;

/** Whether an answer's content type says it is the event stream (not a JSON refusal). */
export const isStreamType = (contentType: string | null): boolean =>
  contentType !== null && STREAM_TYPE_RE.test(contentType);

/**
 * Headers of a stream on either hop. no-transform: a compressing proxy (Next's own `compress`
 * among them) leaves the body alone instead of holding events back to fill its window;
 * X-Accel-Buffering: nginx passes each event on at once.
 */
export const STREAM_HEADERS: Readonly<Record<string, string>> = {
  'content-type': STREAM_CONTENT_TYPE,
  'cache-control': 'no-store, no-transform',
  'x-accel-buffering': 'no',
  'x-content-type-options': 'nosniff',
};

/** A comment line: keeps idle connections (and proxies' read timeouts) alive while a model thinks. */
export const SSE_HEARTBEAT = ': ping\n\n';

export type SseEvent = { event: string; data: string };

/** One event on the wire. `data` is one line (JSON.stringify never writes a raw line break). */
export function sseEvent(event: StreamEventName, data: string): string {
  if (/[\r\n]/.test(data)) throw new Error('an event’s data must be one line');
  return `event: ${event}\ndata: ${data}\n\n`;
}

/**
 * Reads events out of the text as it arrives, in pieces cut anywhere (the HTML standard's
 * event-stream parsing: CR, LF or CRLF line ends, `data` lines joined by LF, comments and
 * unknown fields skipped, an event without data dropped). `id` and `retry` are not used here.
 */
export class SseParser {
  /**
   * Text held for one unfinished event at most (its lines and data): a peer that never ends an
   * event cannot make the reader hold more. An event past it throws.
   */
  constructor(private readonly maxPending = 1024 * 1024) {}

  private buffer = '';
  private held = 0;
  private event = '';
  private data: string[] = [];
  /** A CR ended the last piece: a LF opening the next one belongs to it. */
  private pendingCr = false;

  push(text: string): SseEvent[] {
    let input = text;
    if (this.pendingCr && input.startsWith('\n')) input = input.slice(1);
    this.pendingCr = false;
    this.buffer += input;
    const out: SseEvent[] = [];
    let start = 0;
    for (let i = 0; i < this.buffer.length; i++) {
      const ch = this.buffer[i];
      if (ch !== '\n' && ch !== '\r') continue;
      this.line(this.buffer.slice(start, i), out);
      if (ch === '\r') {
        if (i + 1 < this.buffer.length) {
          if (this.buffer[i + 1] === '\n') i += 1;
        } else this.pendingCr = true;
      }
      start = i + 1;
    }
    this.buffer = this.buffer.slice(start);
    if (this.buffer.length + this.held > this.maxPending) throw new Error('an event too long');
    return out;
  }

  private line(line: string, out: SseEvent[]): void {
    if (line === '') {
      if (this.data.length > 0)
        out.push({ event: this.event || 'message', data: this.data.join('\n') });
      this.event = '';
      this.data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.event = value;
    else if (field === 'data') {
      this.data.push(value);
      this.held += value.length;
    }
  }

  /** Text held back (an unfinished line or event): non-empty when a stream ended mid-event. */
  get pending(): boolean {
    return this.buffer !== '' || this.data.length > 0;
  }
}
