// Browser side of the upload bench (bundled by esbuild in scripts/bench/community-upload.mjs,
// never by the app): the same file (a) through the app's chunked uploader exactly as the
// publish screen runs it (lib/media: 1 MiB chunks, 3 at a time, a SHA-256 per chunk, XHR to
// the BFF's chunk target, then the origin), and (b) as one plain XHR POST of the whole file.
import { ChunkedUpload } from '@/lib/media/chunked-upload';
import { chunkDigest, xhrTransport } from '@/lib/media/upload-transport';

/** A file of `bytes` that sniffs as MP4 (an `ftyp` box first), the rest random. */
function videoFile(bytes: number, name: string): File {
  const data = new Uint8Array(bytes);
  for (let at = 0; at < bytes; at += 65_536) {
    crypto.getRandomValues(data.subarray(at, Math.min(bytes, at + 65_536)));
  }
  data.set([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d], 0);
  return new File([data], name, { type: 'video/mp4' });
}

let file: File | null = null;

function make(bytes: number): number {
  file = videoFile(bytes, 'bench.mp4');
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
