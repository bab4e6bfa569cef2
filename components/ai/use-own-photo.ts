'use client';
// The own photo of an AI form (face swap, 图生视频): the picked photo (its preview URL revoked
// when replaced or when the screen goes), the upload id it got (uploaded once, reused by a
// retry) and the request id that makes a retried submit charge once.
import { useCallback, useEffect, useRef, useState } from 'react';

import { uploadOwnPhoto } from '@/lib/api/ai/studio';

import { preparePhoto } from './own-photo';

const newRequestId = () => crypto.randomUUID();

export function useOwnPhoto() {
  const [photo, setPhoto] = useState<{ blob: Blob; url: string } | null>(null);
  const uploadId = useRef<string | null>(null);
  const requestId = useRef(newRequestId());

  const url = photo?.url;
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  /** Reads and scales the picked file; a Chinese reason when it cannot be used, else null. */
  const pick = useCallback(async (file: File): Promise<string | null> => {
    try {
      const blob = await preparePhoto(file);
      setPhoto({ blob, url: URL.createObjectURL(blob) });
      // Another photo is another order: a new upload and a new request id.
      uploadId.current = null;
      requestId.current = newRequestId();
      return null;
    } catch (failure) {
      return failure instanceof Error ? failure.message : '图片无法读取，请换一张';
    }
  }, []);

  return {
    photo,
    pick,
    /** The photo's upload id, uploading it the first time. */
    upload: async (blob: Blob) => (uploadId.current ??= await uploadOwnPhoto(blob)),
    /** The origin no longer holds (or never took) the upload: the next submit sends it again. */
    forgetUpload: () => {
      uploadId.current = null;
    },
    requestId: () => requestId.current,
    /** After an accepted order: the next one is a new request. */
    renewRequest: () => {
      requestId.current = newRequestId();
    },
  };
}
