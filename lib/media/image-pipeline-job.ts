// The message contract between the page and the image worker, and the worker's side of it,
// kept apart from the worker's global wiring so it runs (and is tested) anywhere.
import { ImageLoadError, type ImageLoadFailure } from './image-fetch';
import type { ImageSource } from './image-source';

export type PipelineRequest =
  | { kind: 'load'; id: number; src: string; lines: readonly string[] }
  | { kind: 'invalidate'; id: number; src: string }
  | { kind: 'idle'; id: number }
  | { kind: 'touch'; src: string };

export type PipelineReply =
  | { id: number; blob: Blob }
  | { id: number; done: true }
  | { id: number; failure: ImageLoadFailure; src: string }
  | { id: number; error: string };

/** Runs one request against the worker's source; requests without an id get no reply. */
export async function runPipelineRequest(
  source: ImageSource,
  request: PipelineRequest,
): Promise<PipelineReply | null> {
  if (request.kind === 'touch') {
    source.touch(request.src);
    return null;
  }
  const { id } = request;
  try {
    if (request.kind === 'load') return { id, blob: await source.load(request.src, request.lines) };
    if (request.kind === 'invalidate') await source.invalidate(request.src);
    else await source.idle();
    return { id, done: true };
  } catch (error) {
    if (error instanceof ImageLoadError) return { id, failure: error.reason, src: error.src };
    return { id, error: error instanceof Error ? error.message : String(error) };
  }
}

/** The page's view of a reply: the Blob, nothing, or the error the worker met, re-made. */
export function settleReply(reply: PipelineReply): Blob | undefined {
  if ('blob' in reply) return reply.blob;
  if ('failure' in reply) throw new ImageLoadError(reply.failure, reply.src);
  if ('error' in reply) throw new Error(reply.error);
  return undefined;
}
