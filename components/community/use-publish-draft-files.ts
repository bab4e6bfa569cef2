// The publish draft's files: their shape on screen and which of the picked ones join the draft
// (images or one video, never both; at most POST_IMAGES_MAX; no file twice). Pure, no state.
import { fileCategory } from '@/lib/domain/platform/files';
import { isUploadVideoExtension, TIP_VIDEO_FORMAT } from '@/lib/domain/video/uploads';
import { POST_IMAGES_MAX } from '@/lib/domain/community/limits';
import { uploadIdentifier, type UploadSnapshot } from '@/lib/media/chunked-upload';
import type { DraftFile } from '@/lib/media/draft-store';

export type PickedFile = DraftFile & { url: string; snapshot: UploadSnapshot };

export type PickResult = { added: number; refused: string | null };

export const IDLE: UploadSnapshot = {
  status: 'waiting',
  progress: 0,
  speed: 0,
  error: '',
  permanent: false,
  result: null,
};

export const DONE = (file: DraftFile): UploadSnapshot => ({
  ...IDLE,
  status: 'success',
  progress: 1,
  result: file.result,
});

/** Refused as a whole (`refused` only), or the files that join and a note on those left out. */
export type PickChoice = { refused: string } | { made: DraftFile[]; refused: string | null };

export function choosePicked(picked: readonly File[], files: readonly PickedFile[]): PickChoice {
  const kind = files[0]?.kind;
  const wanted = picked.filter((f) => ['image', 'video'].includes(fileCategory(f.name)));
  if (wanted.length < picked.length) return { refused: '只能选择图片或视频' };
  const videos = wanted.filter((f) => fileCategory(f.name) === 'video');
  // A playlist, RealMedia or Flash would only be refused by the origin at its first chunk.
  if (videos.some((f) => !isUploadVideoExtension(f.name))) return { refused: TIP_VIDEO_FORMAT };
  if ((videos.length > 0 && (kind === 'image' || wanted.length > 1)) || kind === 'video')
    return { refused: '图片和视频不能同时发布，视频只能选一个' };
  const room = POST_IMAGES_MAX - files.length;
  const chosen = wanted
    .filter((f) => !files.some((x) => x.key === uploadIdentifier(f)))
    .slice(0, room);
  const made = chosen.map((f, i) => {
    const draft: DraftFile = {
      key: uploadIdentifier(f),
      order: files.length + i,
      name: f.name,
      type: f.type,
      size: f.size,
      blob: f,
      kind: fileCategory(f.name) === 'video' ? 'video' : 'image',
      result: null,
    };
    return draft;
  });
  const over = wanted.length > chosen.length && room < wanted.length;
  return { made, refused: over ? `最多选择${POST_IMAGES_MAX}张图片` : null };
}
