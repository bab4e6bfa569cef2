// The pictures face swap reads: a template (the seed's, shipped under origin/media/img, or an
// operator's upload) and the user's photo (an upload, in the media store, which may be S3). Both
// are kept obfuscated for the IMAGE line (§5); the engine needs the plain bytes.
import { fileURLToPath } from 'node:url';

import { decodeImage } from '@/lib/domain/platform/image-codec';

import { mediaFileFinder } from '../video/media-files';
import type { MediaStore } from '../video/media-store';
import { imageKeyOf, UPLOADED_IMAGE_FOLDER } from '../platform/upload-paths';

/** The IMAGE line's seed folder (origin/media/img), as app.ts serves it. */
const SEED_IMAGE_DIR = fileURLToPath(new URL('../../media/img', import.meta.url));
const findSeed = mediaFileFinder(SEED_IMAGE_DIR);
const UPLOADED = `/${UPLOADED_IMAGE_FOLDER}/`;

/** The plain bytes of the picture at IMAGE-line path `imagePath`, or null when it is not there. */
export async function readPicture(
  media: MediaStore,
  imagePath: string,
): Promise<Uint8Array | null> {
  const key = uploadedKeyOf(imagePath);
  const found = key ? await media.find(key) : await findSeed(imagePath.split('/').filter(Boolean));
  return found ? decodeImage(await found.read()) : null;
}

/** Media-store key of an uploaded picture's IMAGE-line path (/u/<name>); null for a seed one. */
export function uploadedKeyOf(imagePath: string): string | null {
  return imagePath.startsWith(UPLOADED) ? imageKeyOf(imagePath.slice(UPLOADED.length)) : null;
}
