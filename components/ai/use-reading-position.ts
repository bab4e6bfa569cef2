'use client';
// The AI小说 reader's position: the chapter shown and how far down it the user scrolled, kept per
// novel in localStorage (lib/state/novel-reading-atoms.ts) and given back when the novel opens
// again — after a reload too. Saved as the user scrolls (at most every 300 ms, and when the page
// is hidden), as a fraction of the chapter so a new font size lands near the same words. The
// chapter scrolls in its own box (`scroller`), apart from the page's own scroll memory.
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

import { readingPositionOf } from '@/lib/domain/ai/novel-reading';
import { novelReadingAtom, rememberReadingAtom } from '@/lib/state/novel-reading-atoms';

const SAVE_EVERY_MS = 300;

const fractionOf = (box: HTMLElement) => {
  const room = box.scrollHeight - box.clientHeight;
  return room > 0 ? box.scrollTop / room : 0;
};

export function useReadingPosition(
  novelId: number,
  /** Chapters that can be shown (0 while loading). */
  chapterCount: number,
) {
  const scroller = useRef<HTMLDivElement>(null);
  const reading = useAtomValue(novelReadingAtom);
  const remember = useSetAtom(rememberReadingAtom);
  // Read once per novel: later saves must not move the page under the reader.
  const [start] = useState(() => readingPositionOf(reading, novelId));
  const [chapter, setChapter] = useState(start?.chapter ?? 0);
  /** The fraction still to scroll to once the chapter's text is laid out. */
  const restore = useRef<number | null>(start?.fraction ?? null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const ready = chapterCount > 0;
  const shown = ready ? Math.min(chapter, chapterCount - 1) : 0;

  const saveNow = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const box = scroller.current;
    if (!box || !ready || restore.current !== null) return;
    remember({ novelId, position: { chapter: shown, fraction: fractionOf(box) } });
  };

  // Once per chapter shown: the saved place the first time, the chapter's top after.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box || !ready) return;
    const fraction = restore.current;
    restore.current = null;
    box.scrollTop = fraction === null ? 0 : fraction * (box.scrollHeight - box.clientHeight);
    if (fraction === null) remember({ novelId, position: { chapter: shown, fraction: 0 } });
  }, [ready, shown, novelId, remember]);

  useEffect(() => {
    window.addEventListener('pagehide', saveNow);
    document.addEventListener('visibilitychange', saveNow);
    return () => {
      window.removeEventListener('pagehide', saveNow);
      document.removeEventListener('visibilitychange', saveNow);
    };
  });

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return {
    scroller,
    chapter: shown,
    /** Opens chapter `index` at its top. */
    open: (index: number) => {
      if (!ready) return;
      const next = Math.max(0, Math.min(chapterCount - 1, index));
      if (next !== shown) return setChapter(next);
      const box = scroller.current;
      if (box) box.scrollTop = 0;
      saveNow();
    },
    onScroll: () => {
      timer.current ??= setTimeout(saveNow, SAVE_EVERY_MS);
    },
  };
}
