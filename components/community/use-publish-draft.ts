'use client';
// The publish screen's state: the draft (text, topic) and the picked files, each uploading in
// chunks as soon as it is picked (lib/media/chunked-upload.ts). Everything is kept in IndexedDB
// (lib/media/draft-store.ts): after a reload the draft comes back and unfinished uploads resume
// from the chunks the origin already holds. Leaving the screen pauses the uploads.
import { useCallback, useState } from 'react';

import { draftStore } from '@/lib/media/draft-store';

import { choosePicked, IDLE, type PickedFile, type PickResult } from './use-publish-draft-files';
import {
  useDraftAutosave,
  useDraftRestore,
  useFreePreviewsOnLeave,
} from './use-publish-draft-keep';
import { useDraftUploads } from './use-publish-draft-uploads';

// The hook's own shapes, for its callers (they live beside the pure picking rules).
export type { PickedFile, PickResult } from './use-publish-draft-files';

export function usePublishDraft() {
  const [loaded, setLoaded] = useState(false);
  const [text, setText] = useState('');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [files, setFiles] = useState<PickedFile[]>([]);
  const { uploadsRef, startUpload } = useDraftUploads(setFiles);
  useDraftRestore(uploadsRef, startUpload, { setText, setCategoryId, setFiles, setLoaded });
  useFreePreviewsOnLeave(files);
  useDraftAutosave(loaded, text, categoryId);

  const pick = useCallback(
    (picked: readonly File[]): PickResult => {
      const choice = choosePicked(picked, files);
      if (!('made' in choice)) return { added: 0, refused: choice.refused };
      const { made } = choice;
      setFiles((list) => [
        ...list,
        ...made.map((f) => ({ ...f, url: URL.createObjectURL(f.blob), snapshot: IDLE })),
      ]);
      for (const f of made) {
        void draftStore.putFile(f);
        startUpload(f, false);
      }
      return { added: made.length, refused: choice.refused };
    },
    [files, startUpload],
  );

  const remove = useCallback(
    (key: string) => {
      uploadsRef.current.get(key)?.pause();
      uploadsRef.current.delete(key);
      setFiles((list) => {
        const gone = list.find((f) => f.key === key);
        if (gone) URL.revokeObjectURL(gone.url);
        return list.filter((f) => f.key !== key);
      });
      void draftStore.removeFile(key);
    },
    [uploadsRef],
  );

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
      const upload = uploadsRef.current.get(key);
      if (action === 'pause') return upload?.pause();
      if (upload) return void upload.start();
      const file = files.find((f) => f.key === key);
      if (file) startUpload(file, true);
    },
    [files, startUpload, uploadsRef],
  );

  const clear = useCallback(async () => {
    for (const upload of uploadsRef.current.values()) upload.pause();
    uploadsRef.current.clear();
    for (const f of files) URL.revokeObjectURL(f.url);
    setFiles([]);
    setText('');
    setCategoryId(null);
    await draftStore.clear();
  }, [files, uploadsRef]);

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
