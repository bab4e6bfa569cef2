'use client';
// Preview URLs for picked files: made when picked (an event, not a render), revoked when dropped
// and when the screen goes away.
import { useCallback, useEffect, useRef } from 'react';

export function useObjectUrls() {
  const made = useRef(new Set<string>());
  useEffect(() => {
    const urls = made.current;
    return () => {
      urls.forEach((url) => URL.revokeObjectURL(url));
      urls.clear();
    };
  }, []);
  const create = useCallback((blob: Blob) => {
    const url = URL.createObjectURL(blob);
    made.current.add(url);
    return url;
  }, []);
  const revoke = useCallback((url: string | null | undefined) => {
    if (!url || !made.current.delete(url)) return;
    URL.revokeObjectURL(url);
  }, []);
  return { create, revoke };
}
