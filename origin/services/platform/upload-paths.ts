// Where uploads live under DATA_DIR while the origin works on them: chunks while they arrive,
// the assembled originals, and videos being transcoded. What the media lines serve (pictures as
// img/u/…, clips as vid/up-…/…) is in the media store (media-store.ts).
import { randomBytes } from 'node:crypto';
import path from 'node:path';

const UPLOAD_ID_RE = /^[a-f0-9]{24}$/;
const CLIP_RE = /^up-[a-f0-9]{24}$/;

/** The IMAGE line's folder of uploaded pictures (`/cdn/img/u/<file>`). */
export const UPLOADED_IMAGE_FOLDER = 'u';

export type UploadPaths = {
  /** Chunks of one upload: <parts>/<id>/<n>.part */
  parts: string;
  /** Chunks while their request is still arriving (origin/http/spool-form.ts). */
  incoming: string;
  /** Assembled originals (videos before transcoding). */
  files: string;
  /** Transcoding output before it moves into the media store. */
  work: string;
};

export function uploadPaths(dataDir: string): UploadPaths {
  return {
    parts: path.join(dataDir, 'uploads', 'parts'),
    incoming: path.join(dataDir, 'uploads', 'incoming'),
    files: path.join(dataDir, 'uploads', 'files'),
    work: path.join(dataDir, 'uploads', 'work'),
  };
}

/** 24 random hex digits: an upload's id, never derived from anything the client sent. */
export function newUploadId(): string {
  return randomBytes(12).toString('hex');
}

export const isUploadId = (value: string) => UPLOAD_ID_RE.test(value);

/** The clip folder of an uploaded video. */
export const clipOf = (uploadId: string) => `up-${uploadId}`;
export const isUploadedClip = (clip: string) => CLIP_RE.test(clip);

/** IMAGE-line path of an uploaded picture (its extension kept for the client's mime type). */
export const imagePathOf = (uploadId: string, extension: string) =>
  `/${UPLOADED_IMAGE_FOLDER}/${uploadId}.${extension}`;

/** Media-store key of an uploaded picture named <name> (served as /cdn/img/u/<name>). */
export const imageKeyOf = (name: string) => `img/${UPLOADED_IMAGE_FOLDER}/${name}`;
