'use client';
// The draft's life across visits: restored once from IndexedDB (unfinished uploads resume), its
// text and topic saved a moment after typing stops, and on leaving the uploads paused and the
// previews' object URLs freed.
import { useEffect, useRef, type Dispatch, type RefObject, type SetStateAction } from 'react';

import type { ChunkedUpload } from '@/lib/media/chunked-upload';
import { draftStore, type DraftFile } from '@/lib/media/draft-store';

import { DONE, IDLE, type PickedFile } from './use-publish-draft-files';

const SAVE_DELAY_MS = 300;

export interface DraftSetters {
  setText: Dispatch<SetStateAction<string>>;
  setCategoryId: Dispatch<SetStateAction<number | null>>;
  setFiles: Dispatch<SetStateAction<PickedFile[]>>;
  setLoaded: Dispatch<SetStateAction<boolean>>;
}

/** The saved draft, once; unfinished uploads resume. Leaving pauses them. */
export function useDraftRestore(
  uploadsRef: RefObject<Map<string, ChunkedUpload>>,
  startUpload: (file: DraftFile, resume: boolean) => void,
  setters: DraftSetters,
): void {
  const { setText, setCategoryId, setFiles, setLoaded } = setters;
  useEffect(() => {
    let alive = true;
    const current = uploadsRef.current;
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
    // The setters are React's and uploadsRef a ref (all stable): startUpload alone can change.
  }, [startUpload, setText, setCategoryId, setFiles, setLoaded, uploadsRef]);
}

/** Previews are object URLs: freed when the screen goes. */
export function useFreePreviewsOnLeave(files: PickedFile[]): void {
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
}

/** The text and topic are saved a moment after typing stops. */
export function useDraftAutosave(loaded: boolean, text: string, categoryId: number | null): void {
  useEffect(() => {
    if (!loaded) return undefined;
    const timer = setTimeout(
      () => void draftStore.saveDraft({ text, categoryId, updatedAt: Date.now() }),
      SAVE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [loaded, text, categoryId]);
}
