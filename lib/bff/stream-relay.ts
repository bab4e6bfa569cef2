import 'server-only';

import { errorEnvelope, type Envelope } from '@/lib/protocol/envelope';
import { type Codec } from '@/lib/protocol/cipher';
import { SseParser, isStreamEvent, sseEvent, type SseEvent } from '@/lib/protocol/stream';

import { BffError, badGateway, clientClosed, gatewayTimeout } from './envelope';
import { openEnvelope } from './origin-answer';

// The browser's side of one relayed event stream (docs/protocol.md "Streaming"): the origin's
// events read as they arrive, each envelope opened as a JSON answer's would be and written to the
// browser as plain JSON at once; an idle timer; and the ways it ends (the origin's end or error
// event, a broken or silent origin: an error event to the browser; the browser leaving).

const encoder = new TextEncoder();

/** The browser's side of one relayed stream: plain events, an idle timer, the ways it ends. */
export class Relay {
  private controller!: ReadableStreamDefaultController<Uint8Array>;
  private readonly parser = new SseParser();
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private idle: ReturnType<typeof setTimeout> | undefined;
  private closed = false;
  /** The origin sent its end or error event: nothing is missing. */
  private finished = false;
  readonly body: ReadableStream<Uint8Array>;

  constructor(
    private readonly codec: Codec,
    private readonly sealed: boolean,
    private readonly idleMs: number,
    /** Tears down the origin's request (the browser left, the stream broke). */
    private readonly abortUpstream: (error: BffError) => void,
    private readonly resumeUpstream: () => void,
    private readonly onClose: () => void,
  ) {
    this.body = new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          this.controller = controller;
        },
        pull: () => this.resumeUpstream(),
        cancel: () => this.leave(),
      },
      // A few events of room before the origin's socket is paused.
      { highWaterMark: 16 },
    );
    this.armIdle();
  }

  private armIdle() {
    clearTimeout(this.idle);
    this.idle = setTimeout(
      () => this.fail(gatewayTimeout(`stream silent for ${this.idleMs} ms`)),
      this.idleMs,
    );
  }

  /** False when the browser's side is full: the origin's socket should wait. */
  data(chunk: Uint8Array): boolean {
    if (this.closed) return true;
    this.armIdle();
    try {
      const text = this.decoder.decode(chunk, { stream: true });
      for (const event of this.parser.push(text)) this.relay(event);
    } catch (error) {
      this.fail(error instanceof BffError ? error : badGateway('origin stream unreadable'));
    }
    return (this.controller.desiredSize ?? 1) > 0;
  }

  private relay(event: SseEvent) {
    if (this.finished || !isStreamEvent(event.event)) return;
    let envelope: Envelope;
    try {
      envelope = openEnvelope(JSON.parse(event.data) as unknown, this.codec, this.sealed);
    } catch (error) {
      throw error instanceof BffError ? error : badGateway('origin event is not JSON');
    }
    this.write(event.event, envelope);
    if (event.event !== 'chunk') {
      this.finished = true;
      this.close();
    }
  }

  private write(event: 'chunk' | 'end' | 'error', envelope: Envelope) {
    if (this.closed) return;
    this.controller.enqueue(encoder.encode(sseEvent(event, JSON.stringify(envelope))));
  }

  /** The origin's answer ended: a stream without its end or error is a broken one. */
  end() {
    if (!this.finished) this.fail(badGateway('origin stream ended without its end'));
  }

  /** The stream cannot go on: the browser gets an error event, the origin's request is torn down. */
  fail(error: BffError) {
    if (this.closed) return;
    if (!this.finished) {
      if (!error.quiet) console.warn(`[bff] stream ${error.envelope.code}: ${error.message}`);
      this.write('error', errorEnvelope(error.envelope.code));
    }
    this.finished = true;
    this.abortUpstream(error);
    this.close();
  }

  /** The browser went away: nothing more to write, the origin is told at once. */
  leave() {
    if (this.closed) return;
    this.finished = true;
    this.abortUpstream(clientClosed());
    this.close();
  }

  private close() {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.idle);
    try {
      this.controller.close();
    } catch {
      // Cancelled by the browser already.
    }
    this.onClose();
  }
}
