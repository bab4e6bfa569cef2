// Module worker that de-obfuscates whole-file schemes (A, C) off the main thread.
import { runDecodeJob, type DecodeRequest } from './image-decode-job';

// Typed by hand: the project's lib is "dom", whose `self` is a Window.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<DecodeRequest>) => void) | null;
  postMessage(message: unknown, options?: { transfer?: Transferable[] }): void;
};

scope.onmessage = (event) => {
  const reply = runDecodeJob(event.data);
  // The decoded copy is ours alone: hand its buffer over instead of cloning it.
  scope.postMessage(
    reply,
    'bytes' in reply ? { transfer: [reply.bytes.buffer as ArrayBuffer] } : undefined,
  );
};
