'use client';
// The draft's running uploads, one ChunkedUpload per file key, each reporting into the file's
// snapshot and saving its result in IndexedDB once the origin has the whole file.
import { useCallback, useRef, type Dispatch, type RefObject, type SetStateAction } from 'react';

import { ChunkedUpload } from '@/lib/media/chunked-upload';
import { draftStore, type DraftFile } from '@/lib/media/draft-store';
import { chunkDigest, xhrTransport } from '@/lib/media/upload-transport';

import type { PickedFile } from './use-publish-draft-files';

export interface DraftUploads {
  uploadsRef: RefObject<Map<string, ChunkedUpload>>;
  /** Starts (or, with `resume`, resumes from the chunks the origin holds) one file's upload. */
  startUpload(file: DraftFile, resume: boolean): void;
}

export function useDraftUploads(setFiles: Dispatch<SetStateAction<PickedFile[]>>): DraftUploads {
  const uploadsRef = useRef(new Map<string, ChunkedUpload>());

  const update = useCallback(
    (key: string, patch: Partial<PickedFile>) => {
      setFiles((list) => list.map((f) => (f.key === key ? { ...f, ...patch } : f)));
    },
    [setFiles],
  );

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
      uploadsRef.current.set(file.key, upload);
      void upload.start();
    },
    [update],
  );

  return { uploadsRef, startUpload };
}
