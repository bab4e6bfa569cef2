'use client';
// The notice bar of §2: the config's announcements scroll past in one line (a CSS transform
// loop, paused while the page or the tab is hidden, still under reduced motion). A tap opens
// the announcement's link when it is the only one and has one, else a dialog with the text.
import { useEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';

import { SpeakerIcon } from '@/components/icons/shell-icons';
import { usePageActive } from '@/components/shell/page-active';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { noticeText, type Announcement } from '@/lib/domain/shell/config';
import type { AdItem } from '@/lib/domain/platform/links';
import { estimatedTextWidthPx, marqueeDurationS } from '@/lib/domain/shell/marquee';

import styles from './notice-bar.module.css';

/** Space between the end of the text and its next loop, in px. */
const LOOP_GAP_PX = 48;

export interface NoticeBarProps {
  announcements: readonly Announcement[];
  /** Opens an announcement's link (useOpenLink). */
  onOpen?: (item: AdItem) => void;
  /** False while the surrounding page is known to be hidden. */
  active?: boolean;
  className?: string;
}

function useDocumentVisible(): boolean {
  // Visible at first, as the server renders it; the effect corrects it at once if not.
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/** Width of one copy of the text, measured once laid out (estimated before). */
function useCopyWidth(ref: RefObject<HTMLElement | null>, text: string): number {
  const [measured, setMeasured] = useState<{ text: string; width: number } | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      const width = element.getBoundingClientRect().width;
      if (width > 0) setMeasured({ text, width });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, text]);
  return measured?.text === text ? measured.width : estimatedTextWidthPx(text) + LOOP_GAP_PX;
}

export function NoticeBar({ announcements, onOpen, active = true, className }: NoticeBarProps) {
  const pageActive = usePageActive();
  const visible = useDocumentVisible();
  const copyRef = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  const text = noticeText(announcements);
  const width = useCopyWidth(copyRef, text);

  if (text === '') return null;
  const running = active && pageActive && visible;
  const style = { '--marquee-duration': `${marqueeDurationS(width)}s` } as CSSProperties;
  const only = announcements.length === 1 ? announcements[0] : undefined;

  const onTap = () => {
    if (only?.link && onOpen) onOpen(only.item);
    else setOpen(true);
  };

  return (
    <>
      <button
        type="button"
        className={[styles.bar, className].filter(Boolean).join(' ')}
        onClick={onTap}
        data-running={running ? 'true' : 'false'}
        aria-haspopup={only?.link ? undefined : 'dialog'}
      >
        <SpeakerIcon className={styles.icon} />
        <span className={styles.viewport}>
          <span className={styles.track} style={style}>
            <span ref={copyRef} className={styles.copy} style={{ paddingRight: LOOP_GAP_PX }}>
              <span className={styles.srOnly}>公告：</span>
              {text}
            </span>
            <span className={styles.copy} style={{ paddingRight: LOOP_GAP_PX }} aria-hidden="true">
              {text}
            </span>
          </span>
        </span>
      </button>
      <LazyDialog
        open={open}
        onClose={() => setOpen(false)}
        title="公告"
        showCancel={false}
        confirmText="我知道了"
        className={styles.dialog}
      >
        <ul className={styles.list}>
          {announcements.map((a) => (
            <li key={a.key} className={styles.item}>
              {a.title && <h3 className={styles.itemTitle}>{a.title}</h3>}
              {a.content && <p className={styles.itemText}>{a.content}</p>}
              {a.link && onOpen && (
                <button
                  type="button"
                  className={styles.more}
                  onClick={() => {
                    setOpen(false);
                    onOpen(a.item);
                  }}
                >
                  查看详情
                </button>
              )}
            </li>
          ))}
        </ul>
      </LazyDialog>
    </>
  );
}
