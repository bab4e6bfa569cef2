// The part of server-sent events a chat-completions stream uses: `data:` fields, joined per
// event and handed out when a blank line ends the event (WHATWG HTML §9.2.6). Comments (`:`)
// and other fields are skipped. Our own ~50 lines rather than eventsource-parser: its current
// major needs Node 22.12 (we support 20.19) and this subset is all an OpenAI stream needs.

/** The longest line we hold while waiting for its end: a stream that never ends one is broken. */
export const SSE_MAX_LINE = 1024 * 1024;

export class SseLineTooLong extends Error {
  constructor() {
    super(`an SSE line longer than ${SSE_MAX_LINE} characters`);
    this.name = 'SseLineTooLong';
  }
}

export class SseDataReader {
  private buffer = '';
  private data: string[] = [];

  /** Feeds decoded text; answers the data of every event this text completed. */
  push(text: string): string[] {
    this.buffer += text;
    const events: string[] = [];
    let at = 0;
    for (;;) {
      const cr = this.buffer.indexOf('\r', at);
      const lf = this.buffer.indexOf('\n', at);
      const end = cr === -1 ? lf : lf === -1 ? cr : Math.min(cr, lf);
      if (end === -1) break;
      // A CR at the very end may be the first half of a CRLF: wait for the next text.
      if (end === cr && end === this.buffer.length - 1) break;
      this.line(this.buffer.slice(at, end), events);
      at = end + (end === cr && this.buffer[end + 1] === '\n' ? 2 : 1);
    }
    this.buffer = this.buffer.slice(at);
    if (this.buffer.length > SSE_MAX_LINE) throw new SseLineTooLong();
    return events;
  }

  /** At the end of the stream: a last event some servers leave without its blank line. */
  end(): string[] {
    const events: string[] = [];
    if (this.buffer) this.line(this.buffer, events);
    this.buffer = '';
    this.line('', events);
    return events;
  }

  private line(line: string, events: string[]): void {
    if (line === '') {
      if (this.data.length > 0) events.push(this.data.join('\n'));
      this.data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    if (field !== 'data') return;
    const value = colon === -1 ? '' : line.slice(colon + 1);
    this.data.push(value.startsWith(' ') ? value.slice(1) : value);
  }
}
