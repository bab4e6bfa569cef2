// Where an ingested video's files live in the media store (docs/media-api.md "Ingestion"): the
// HLS ladder under vid/in-<id>/ (served by the VID line like an upload's up-<id>/), the poster,
// cover and thumbnail sprite under img/in/<id>/ (the IMAGE line's `in/` folder), all obfuscated
// pictures. Deleting a video removes both folders.
import { randomBytes } from 'node:crypto';

const INGEST_ID_RE = /^[a-f0-9]{24}$/;
const CLIP_RE = /^in-[a-f0-9]{24}$/;

/** The IMAGE line's folder of ingested videos' pictures (`/cdn/img/in/<id>/…`). */
export const INGEST_IMAGE_FOLDER = 'in';

export const newIngestId = (): string => randomBytes(12).toString('hex');
export const isIngestId = (value: string) => INGEST_ID_RE.test(value);

export const ingestClipOf = (id: string) => `in-${id}`;
export const isIngestedClip = (clip: string) => CLIP_RE.test(clip);

/** Media-store folders of one ingest: its clip and its pictures. */
export const ingestVidPrefix = (id: string) => `vid/${ingestClipOf(id)}`;
export const ingestImagePrefix = (id: string) => `img/${INGEST_IMAGE_FOLDER}/${id}`;

export type IngestPicture = 'poster' | 'cover' | 'thumbs';

/** The media-store key of one picture, and its IMAGE-line path. */
export const ingestImageKey = (id: string, picture: IngestPicture) =>
  `${ingestImagePrefix(id)}/${picture}.jpg`;
export const ingestImagePath = (id: string, picture: IngestPicture) =>
  `/${INGEST_IMAGE_FOLDER}/${id}/${picture}.jpg`;
