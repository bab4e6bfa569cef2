// The message contract between the page and the decode worker, and the work itself, kept
// apart from the worker's global wiring so it runs (and is tested) anywhere.
import { decodeImage } from '@/lib/domain/platform/image-codec';

export interface DecodeRequest {
  id: number;
  bytes: Uint8Array;
}

export type DecodeReply = { id: number; bytes: Uint8Array } | { id: number; error: string };

export function runDecodeJob(request: DecodeRequest): DecodeReply {
  try {
    return { id: request.id, bytes: decodeImage(request.bytes) };
  } catch (error) {
    return { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
}
