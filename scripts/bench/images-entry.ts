// Browser side of the image bench (bundled by esbuild in scripts/bench/images.mjs, never by the
// app): for the same obfuscated files, the time to de-obfuscate, store in IndexedDB and display
// each image, (a) as we do it — lib/media's image store (bytes or a Blob), shown through an
// object URL —
// and (b) as §7's wording reads — a base64 data URL, stored as a string, shown as the URL itself.
// Both paths decode with lib/domain/platform/image-codec on the main thread, so they differ only in what
// they keep and hand to the <img>.
import Dexie from 'dexie';

import { IMAGE_DB_MAX_SAVE } from '@/lib/domain/platform/constants';
import { decodeImage, encodeMarker, mimeForImage } from '@/lib/domain/platform/image-codec';
import { openImageStore, type ImageStore } from '@/lib/media/image-store';

export interface BenchImage {
  src: string;
  bytes: Uint8Array;
}

interface DataUrlRecord {
  src: string;
  data: string;
  lastUsed: number;
}

/** The data-URL twin of lib/media/image-store: the same schema and the same write transaction. */
class DataUrlStore {
  private readonly db = new Dexie('imageDatabaseDataUrlBench', { cache: 'disabled' });
  private readonly table;

  constructor() {
    this.db.version(1).stores({ imgList: 'src, lastUsed' });
    this.table = this.db.table<DataUrlRecord, string>('imgList');
  }

  put(record: DataUrlRecord): Promise<void> {
    return this.db.transaction('rw', this.table, async () => {
      await this.table.put(record);
      const excess = (await this.table.count()) - IMAGE_DB_MAX_SAVE;
      if (excess > 0) {
        await this.table.bulkDelete(
          await this.table.orderBy('lastUsed').limit(excess).primaryKeys(),
        );
      }
    });
  }

  async get(src: string): Promise<string | undefined> {
    return (await this.table.get(src))?.data;
  }

  clearKeys(keys: string[]): Promise<void> {
    return this.table.bulkDelete(keys);
  }
}

/** Made by scripts/bench/images.mjs before this script runs. */
const host = () => document.getElementById('images') as HTMLElement;

/** Shows url in an <img> and waits until the browser has decoded it. */
async function display(url: string): Promise<HTMLImageElement> {
  const img = new Image();
  img.src = url;
  host().append(img);
  await img.decode();
  if (img.naturalWidth === 0) throw new Error('image did not decode');
  return img;
}

function toDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

let serial = 0;

/**
 * De-obfuscated bytes with 8 bytes of their own after the image's end (ignored by browsers), so
 * no two displays share a URL: the browser's memory cache would otherwise serve a data URL it
 * has seen before (every round shows the same files), and a fair race needs first displays.
 */
function decoded(image: BenchImage): { blob: Blob; bytes: Uint8Array } {
  const bytes = decodeImage(image.bytes);
  const tagged = new Uint8Array(bytes.length + 8);
  tagged.set(bytes);
  new DataView(tagged.buffer).setFloat64(bytes.length, ++serial);
  return { blob: new Blob([tagged], { type: mimeForImage(bytes, image.src) }), bytes: tagged };
}

let blobStore: ImageStore | null = null;
let dataStore: DataUrlStore | null = null;

type Path = 'blob' | 'dataUrl';

/** The first visit: de-obfuscate, keep (Blob or data URL), store, display, image by image. */
async function storePass(path: Path, images: readonly BenchImage[], key: string) {
  const urls: string[] = [];
  let prepare = 0;
  let write = 0;
  const t0 = performance.now();
  for (const image of images) {
    const a = performance.now();
    const { blob, bytes } = decoded(image);
    const url = path === 'blob' ? URL.createObjectURL(blob) : await toDataUrl(blob);
    const b = performance.now();
    if (path === 'blob') {
      blobStore ??= openImageStore();
      await blobStore.put({ src: key + image.src, bytes, blob, type: blob.type, lastUsed: 0 });
    } else {
      dataStore ??= new DataUrlStore();
      await dataStore.put({ src: key + image.src, data: url, lastUsed: 0 });
    }
    const c = performance.now();
    prepare += b - a;
    write += c - b;
    urls.push(url);
    await display(url);
  }
  const store = performance.now() - t0;
  host().replaceChildren();
  if (path === 'blob') for (const url of urls) URL.revokeObjectURL(url);
  return { store, prepare, write };
}

/** A later visit (a new browser on the same profile): read each image back, display it. */
async function rereadPass(path: Path, srcs: readonly string[], key: string): Promise<number> {
  const urls: string[] = [];
  const t0 = performance.now();
  for (const src of srcs) {
    let url: string | undefined;
    if (path === 'blob') {
      blobStore ??= openImageStore();
      const record = await blobStore.get(key + src);
      url = record && URL.createObjectURL(record.blob);
    } else {
      dataStore ??= new DataUrlStore();
      url = await dataStore.get(key + src);
    }
    if (!url) throw new Error(`${path}: ${src} was not stored`);
    urls.push(url);
    await display(url);
  }
  const ms = performance.now() - t0;
  host().replaceChildren();
  if (path === 'blob') for (const url of urls) URL.revokeObjectURL(url);
  return ms;
}

/** The key of the image at `index` of the list: one per image, even when a file comes twice. */
const srcOf = (url: string, index: number) => `/${index}${new URL(url).pathname}`;

/**
 * A file of `size` bytes showing the same picture: zeros after the image's own end (browsers
 * ignore bytes after a JPEG's end marker or a PNG's IEND), obfuscated again (§5 scheme A).
 */
function padded(bytes: Uint8Array, size: number): Uint8Array {
  const plain = decodeImage(bytes);
  if (plain.length >= size) return bytes;
  const out = new Uint8Array(size);
  out.set(plain);
  return encodeMarker(out);
}

/** Fetches the obfuscated files once (the network is not what this compares). */
async function load(urls: readonly string[], padTo: number): Promise<BenchImage[]> {
  return Promise.all(
    urls.map(async (url, index) => {
      const res = await fetch(url, { credentials: 'omit' });
      if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
      const src = srcOf(url, index);
      const bytes = new Uint8Array(await res.arrayBuffer());
      return { src, bytes: padTo > 0 ? padded(bytes, padTo) : bytes };
    }),
  );
}

const keyOf = (padTo: number, round: number) => `/${padTo}/r${round}`;
/** Which path goes first in a round: alternating, so neither always inherits the other's garbage. */
const order = (round: number): Path[] =>
  round % 2 === 0 ? ['blob', 'dataUrl'] : ['dataUrl', 'blob'];

export interface WriteResult {
  bytes: number;
  rounds: Record<Path, { store: number; prepare: number; write: number }>[];
}

async function write(urls: readonly string[], rounds: number, padTo = 0): Promise<WriteResult> {
  const images = await load(urls, padTo);
  // Warm-up: Dexie's first open and the first decode of each format, then forgotten.
  for (const path of order(0)) await storePass(path, images.slice(0, 5), '/warm');
  for (const image of images.slice(0, 5)) await blobStore?.delete(`/warm${image.src}`);
  await dataStore?.clearKeys(images.slice(0, 5).map((image) => `/warm${image.src}`));
  const result: WriteResult = {
    bytes: images.reduce((sum, i) => sum + i.bytes.length, 0),
    rounds: [],
  };
  for (let round = 0; round < rounds; round++) {
    const times = {} as WriteResult['rounds'][number];
    for (const path of order(round))
      times[path] = await storePass(path, images, keyOf(padTo, round));
    result.rounds.push(times);
  }
  return result;
}

async function reread(urls: readonly string[], rounds: number, padTo = 0) {
  const srcs = urls.map(srcOf);
  // Warm-up as above, on the first round's records (a later visit opens Dexie once too).
  for (const path of order(0)) await rereadPass(path, srcs.slice(0, 5), keyOf(padTo, 0));
  const result: Record<Path, number>[] = [];
  for (let round = 0; round < rounds; round++) {
    const times = {} as Record<Path, number>;
    for (const path of order(round))
      times[path] = await rereadPass(path, srcs, keyOf(padTo, round));
    result.push(times);
  }
  return result;
}

Object.assign(window, { benchImages: { write, reread } });
