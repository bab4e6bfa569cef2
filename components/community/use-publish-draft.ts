'use client';
// The publish screen's state: the draft (text, topic) and the picked files, each uploading in
// chunks as soon as it is picked (lib/media/chunked-upload.ts). Everything is kept in IndexedDB
// (lib/media/draft-store.ts): after a reload the draft comes back and unfinished uploads resume
// from the chunks the origin already holds. Leaving the screen pauses the uploads.
import { useCallback, useEffect, useRef, useState } from 'react';

import { fileCategory } from '@/lib/domain/files';
import { isUploadVideoExtension, TIP_VIDEO_FORMAT } from '@/lib/domain/video-uploads';
import { POST_IMAGES_MAX } from '@/lib/domain/community-limits';
import { ChunkedUpload, uploadIdentifier, type UploadSnapshot } from '@/lib/media/chunked-upload';
import { draftStore, type DraftFile } from '@/lib/media/draft-store';
import { chunkDigest, xhrTransport } from '@/lib/media/upload-transport';

export type PickedFile = DraftFile & { url: string; snapshot: UploadSnapshot };

const IDLE: UploadSnapshot = {
  status: 'waiting',
  progress: 0,
  speed: 0,
  error: '',
  permanent: false,
  result: null,
};
const DONE = (file: DraftFile): UploadSnapshot => ({
  ...IDLE,
  status: 'success',
  progress: 1,
  result: file.result,
});
const SAVE_DELAY_MS = 300;

export type PickResult = { added: number; refused: string | null };

export function usePublishDraft() {
  const [loaded, setLoaded] = useState(false);
  const [text, setText] = useState('');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [files, setFiles] = useState<PickedFile[]>([]);
  const uploads = useRef(new Map<string, ChunkedUpload>());

  const update = useCallback((key: string, patch: Partial<PickedFile>) => {
    setFiles((list) => list.map((f) => (f.key === key ? { ...f, ...patch } : f)));
  }, []);

  const startUpload = useCallback(
    (file: DraftFile, resume: boolean) => {
      const upload = new ChunkedUpload(
        { blob: file.blob, name: file.name, identifier: file.key },
        {
          transport: xhrTransport,
          digest: chunkDigest,
          resume,
          onChange: (snapshot) => {
            update(file.key, { snapshot });
            if (snapshot.status === 'success' && snapshot.result) {
              void draftStore.setResult(file.key, snapshot.result);
            }
          },
        },
      );
      uploads.current.set(file.key, upload);
      void upload.start();
    },
    [update],
  );

  // The saved draft, once; unfinished uploads resume. Leaving pauses them and frees previews.
  useEffect(() => {
    let alive = true;
    const current = uploads.current;
    void draftStore.load().then(({ draft, files: saved }) => {
      if (!alive) return;
      if (draft) {
        setText(draft.text);
        setCategoryId(draft.categoryId);
      }
      setFiles(
        saved.map((f) => ({
          ...f,
          url: URL.createObjectURL(f.blob),
          snapshot: f.result ? DONE(f) : IDLE,
        })),
      );
      for (const f of saved) if (!f.result) startUpload(f, true);
      setLoaded(true);
    });
    return () => {
      alive = false;
      for (const upload of current.values()) upload.pause();
      current.clear();
    };
  }, [startUpload]);

  // Previews are object URLs: freed when the screen goes.
  const filesRef = useRef(files);
  useEffect(() => {
    filesRef.current = files;
  }, [files]);
  useEffect(
    () => () => {
      for (const f of filesRef.current) URL.revokeObjectURL(f.url);
    },
    [],
  );

  // The text and topic are saved a moment after typing stops.
  useEffect(() => {
    if (!loaded) return undefined;
    const timer = setTimeout(
      () => void draftStore.saveDraft({ text, categoryId, updatedAt: Date.now() }),
      SAVE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [loaded, text, categoryId]);

  const pick = useCallback(
    (picked: readonly File[]): PickResult => {
      const kind = files[0]?.kind;
      const wanted = picked.filter((f) => ['image', 'video'].includes(fileCategory(f.name)));
      if (wanted.length < picked.length) return { added: 0, refused: '只能选择图片或视频' };
      const videos = wanted.filter((f) => fileCategory(f.name) === 'video');
      // A playlist, RealMedia or Flash would only be refused by the origin at its first chunk.
      if (videos.some((f) => !isUploadVideoExtension(f.name)))
        return { added: 0, refused: TIP_VIDEO_FORMAT };
      if ((videos.length > 0 && (kind === 'image' || wanted.length > 1)) || kind === 'video')
        return { added: 0, refused: '图片和视频不能同时发布，视频只能选一个' };
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
      setFiles((list) => [
        ...list,
        ...made.map((f) => ({ ...f, url: URL.createObjectURL(f.blob), snapshot: IDLE })),
      ]);
      for (const f of made) {
        void draftStore.putFile(f);
        startUpload(f, false);
      }
      const over = wanted.length > chosen.length && room < wanted.length;
      return { added: made.length, refused: over ? `最多选择${POST_IMAGES_MAX}张图片` : null };
    },
    [files, startUpload],
  );

  const remove = useCallback((key: string) => {
    uploads.current.get(key)?.pause();
    uploads.current.delete(key);
    setFiles((list) => {
      const gone = list.find((f) => f.key === key);
      if (gone) URL.revokeObjectURL(gone.url);
      return list.filter((f) => f.key !== key);
    });
    void draftStore.removeFile(key);
  }, []);

  const move = useCallback((key: string, by: -1 | 1) => {
    setFiles((list) => {
      const at = list.findIndex((f) => f.key === key);
      const to = at + by;
      if (at < 0 || to < 0 || to >= list.length) return list;
      const next = [...list];
      [next[at], next[to]] = [next[to]!, next[at]!];
      void draftStore.reorder(next.map((f) => f.key));
      return next.map((f, order) => ({ ...f, order }));
    });
  }, []);

  const control = useCallback(
    (key: string, action: 'pause' | 'resume') => {
      const upload = uploads.current.get(key);
      if (action === 'pause') return upload?.pause();
      if (upload) return void upload.start();
      const file = files.find((f) => f.key === key);
      if (file) startUpload(file, true);
    },
    [files, startUpload],
  );

  const clear = useCallback(async () => {
    for (const upload of uploads.current.values()) upload.pause();
    uploads.current.clear();
    for (const f of files) URL.revokeObjectURL(f.url);
    setFiles([]);
    setText('');
    setCategoryId(null);
    await draftStore.clear();
  }, [files]);

  const uploaded = files.every((f) => f.snapshot.status === 'success' && f.snapshot.result);
  return {
    loaded,
    text,
    setText,
    categoryId,
    setCategoryId,
    files,
    pick,
    remove,
    move,
    control,
    clear,
    uploaded,
  };
}
