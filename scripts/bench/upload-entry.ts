// Browser side of the upload bench (bundled by esbuild in scripts/bench/community-upload.mjs,
// never by the app): the same file (a) through the app's chunked uploader exactly as the
// publish screen runs it (lib/media: 1 MiB chunks, 3 at a time, a SHA-256 per chunk, XHR to
// the BFF's chunk target, then the origin), and (b) as one plain XHR POST of the whole file.
import { ChunkedUpload } from '@/lib/media/chunked-upload';
import { chunkDigest, xhrTransport } from '@/lib/media/upload-transport';

/**
 * A file of `bytes` that is a real MP4 to the origin's probe: `clip` (a short MP4 made by ffmpeg,
 * its moov at the end) followed by a 'free' box of random bytes, which readers skip.
 */
function videoFile(bytes: number, clip: Uint8Array, name: string): File {
  const data = new Uint8Array(Math.max(bytes, clip.length + 8));
  data.set(clip, 0);
  const free = data.subarray(clip.length);
  for (let at = 8; at < free.length; at += 65_536) {
    crypto.getRandomValues(free.subarray(at, Math.min(free.length, at + 65_536)));
  }
  new DataView(free.buffer, free.byteOffset).setUint32(0, free.length);
  free.set([0x66, 0x72, 0x65, 0x65], 4);
  return new File([data], name, { type: 'video/mp4' });
}

let file: File | null = null;

function make(bytes: number, clipBase64: string): number {
  const clip = Uint8Array.from(atob(clipBase64), (c) => c.charCodeAt(0));
  file = videoFile(bytes, clip, 'bench.mp4');
  return file.size;
}

/** ms until the uploader says success (the origin assembled the file and answered 202). */
async function chunked(
  identifier: string,
  chunkSize?: number,
): Promise<{ ms: number; status: string; tip: string }> {
  const start = performance.now();
  const upload = new ChunkedUpload(
    { blob: file!, name: file!.name, identifier },
    { transport: xhrTransport, digest: chunkDigest, ...(chunkSize ? { chunkSize } : {}) },
  );
  const end = await upload.start();
  return { ms: performance.now() - start, status: end.status, tip: end.error };
}

/** ms until a plain POST of the whole file is answered. */
function single(url: string): Promise<{ ms: number; status: number }> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.onload = () => resolve({ ms: performance.now() - start, status: xhr.status });
    xhr.onerror = () => reject(new Error('single upload failed'));
    xhr.send(file);
  });
}

(window as unknown as { benchUpload: unknown }).benchUpload = { make, chunked, single };
