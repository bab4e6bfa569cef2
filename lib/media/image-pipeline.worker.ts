// Module worker that runs the whole image pipeline off the page's main thread: IndexedDB reads
// and writes (Dexie), the fetch from the IMAGE lines and the de-obfuscation (§5, §7, §9). The
// page keeps only the memory layer (object URLs must be made where they are shown).
import Dexie from 'dexie';

import { decodeImage } from '@/lib/domain/platform/image-codec';

import { fetchImage } from './image-fetch';
import { runPipelineRequest, type PipelineRequest } from './image-pipeline-job';
import { createLocalImageSource } from './image-source';
import { openImageStore } from './image-store';

// Typed by hand: the project's lib is "dom", whose `self` is a Window.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<PipelineRequest>) => void) | null;
  postMessage(message: unknown): void;
};

// Dexie bundled with the worker, and the database opened as the worker starts: the first
// image's read does not wait for another chunk and an open.
const store = openImageStore({ loadDexie: async () => Dexie });
void store.prepare();

const source = createLocalImageSource({
  store,
  // Already off the main thread: decode in place rather than hop to another worker.
  fetchImage: (src, lines) => fetchImage(src, { lines, decode: async (b) => decodeImage(b) }),
});

scope.onmessage = (event) => {
  void runPipelineRequest(source, event.data).then((reply) => {
    // Blobs cross by reference: posting one copies no bytes.
    if (reply) scope.postMessage(reply);
  });
};
