'use client';
// The full-screen picture viewer (issue 35): a post's pictures from the one tapped, swiped
// between with embla, each pinch- and double-tap-zoomable (use-zoom-gesture), the place as 2/5.
// A tap, 关闭, Escape, a swipe down or the back button/gesture closes it (a history entry of
// its own, use-history-overlay); a long press offers 保存图片 (lib/media/image-save). A modal
// dialog: focus moved in, trapped and given back, the page behind locked. Pictures come through
// LazyImage, so one already on the page is not fetched or decoded again.
import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import { useAtomValue } from 'jotai';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';

import { ChevronRightIcon, CloseIcon } from '@/components/icons/shell-icons';
import { saveImage } from '@/lib/media/image-save';
import { useHistoryOverlay } from '@/lib/navigation/use-history-overlay';
import { cdnLinesAtom } from '@/lib/state/app-atoms';

import { ActionSheet } from './action-sheet';
import styles from './image-viewer.module.css';
import { LazyImage } from './lazy-image';
import { useToast } from './toast';
import { useIsClient, useModal, usePresence } from './use-modal';
import { useZoomGesture } from './use-zoom-gesture';

/** Length of the fade out; the viewer leaves the DOM when it ends. */
export const IMAGE_VIEWER_EXIT_MS = 200;
export const VIEWER_LABEL = '查看图片';
export const SAVE_LABEL = '保存图片';

export const slideName = (index: number, count: number) => `第${index + 1}张，共${count}张`;

export interface ImageViewerProps {
  open: boolean;
  /** IMAGE-line paths, in order. */
  images: readonly string[];
  /** The picture shown first (the one tapped). */
  index: number;
  onClose: () => void;
  /** A saved picture's file name without its extension, e.g. `post-12-2`. */
  saveName: (index: number) => string;
}

const NO_LINES: readonly string[] = [];

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

export function ImageViewer(props: ImageViewerProps) {
  const isClient = useIsClient();
  const { mounted, closing } = usePresence(props.open, IMAGE_VIEWER_EXIT_MS);
  useHistoryOverlay(props.open && isClient, props.onClose);
  if (!isClient || !mounted || props.images.length === 0) return null;
  return createPortal(<ViewerPanel {...props} closing={closing} />, document.body);
}

interface SlideProps {
  src: string;
  index: number;
  count: number;
  current: boolean;
  /** Load now: the picture shown or one beside it. */
  near: boolean;
  onTap: () => void;
  onLongPress: () => void;
  onDismiss: () => void;
  onDismissDrag: (progress: number) => void;
  onZoomChange: (zoomed: boolean) => void;
}

function Slide({ src, index, count, current, near, ...handlers }: SlideProps) {
  const stageRef = useRef<HTMLDivElement>(null);
  const gesture = useZoomGesture({ stageRef, current, ...handlers });
  const { view, dragY, tracking } = gesture;
  return (
    <div
      className={styles.slide}
      data-slide-index={index}
      role="group"
      aria-roledescription="slide"
      aria-label={slideName(index, count)}
      aria-hidden={current ? undefined : true}
    >
      <div ref={stageRef} className={styles.stage} {...gesture.handlers}>
        <div
          className={styles.surface}
          data-tracking={tracking || undefined}
          style={{
            transform: `translate3d(${view.x}px, ${view.y + dragY}px, 0) scale(${view.scale})`,
          }}
        >
          <LazyImage
            src={src}
            alt={`图片${index + 1}`}
            fit="contain"
            preload={near}
            className={styles.picture}
          />
        </div>
      </div>
    </div>
  );
}

/** The carousel: embla on the viewport once it is in the page; `go` moves to a picture. */
function useCarousel(count: number, startIndex: number, zoomed: RefObject<boolean>) {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const [current, setCurrent] = useState(() => Math.min(Math.max(0, startIndex), count - 1));
  const startRef = useRef(current);

  useEffect(() => {
    if (!viewport) return undefined;
    const instance = EmblaCarousel(viewport, {
      startIndex: startRef.current,
      loop: false,
      // An enlarged picture pans, and two fingers pinch: neither is a swipe.
      watchDrag: (_api, event) =>
        !zoomed.current && !('touches' in event && (event as TouchEvent).touches.length > 1),
    });
    const onSelect = () => setCurrent(instance.selectedScrollSnap());
    instance.on('select', onSelect);
    setApi(instance);
    return () => {
      instance.off('select', onSelect);
      instance.destroy();
      setApi(undefined);
    };
  }, [viewport, zoomed]);

  const go = useCallback(
    (to: number) => {
      if (to < 0 || to >= count) return;
      if (api) api.scrollTo(to, prefersReducedMotion());
      else setCurrent(to);
    },
    [api, count],
  );
  return { setViewport, api, current, go };
}

/** The place (2/5), 关闭, and the arrows for those without a finger to swipe with. */
function ViewerChrome({
  current,
  count,
  go,
  onClose,
  closeRef,
}: {
  current: number;
  count: number;
  go: (to: number) => void;
  onClose: () => void;
  closeRef: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <>
      <div className={styles.bar}>
        <p className={styles.count} aria-live="polite">
          {current + 1}/{count}
        </p>
        <button
          ref={closeRef}
          type="button"
          className={styles.close}
          aria-label="关闭"
          onClick={onClose}
        >
          <CloseIcon className={styles.icon} />
        </button>
      </div>
      {current > 0 && (
        <button
          type="button"
          className={styles.nav}
          data-side="prev"
          aria-label="上一张"
          onClick={() => go(current - 1)}
        >
          <ChevronRightIcon className={styles.icon} />
        </button>
      )}
      {current < count - 1 && (
        <button
          type="button"
          className={styles.nav}
          data-side="next"
          aria-label="下一张"
          onClick={() => go(current + 1)}
        >
          <ChevronRightIcon className={styles.icon} />
        </button>
      )}
    </>
  );
}

function ViewerPanel({
  images,
  index,
  onClose,
  saveName,
  closing,
}: ImageViewerProps & { closing: boolean }) {
  const count = images.length;
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const lines = useAtomValue(cdnLinesAtom).IMAGE ?? NO_LINES;
  const toast = useToast();
  useModal({ open: !closing, panelRef, onClose, closeOnEscape: true, initialFocusRef: closeRef });
  const zoomed = useRef(false);
  const { setViewport, api, current, go } = useCarousel(count, index, zoomed);
  const [sheetOpen, setSheetOpen] = useState(false);

  // Opened again on another picture while the last opening was fading out.
  useEffect(() => {
    if (!closing && api && api.selectedScrollSnap() !== index) api.scrollTo(index, true);
  }, [api, index, closing]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') go(current - 1);
    else if (event.key === 'ArrowRight') go(current + 1);
    else return;
    event.preventDefault();
  };
  const fadeBackdrop = useCallback((progress: number) => {
    const backdrop = backdropRef.current;
    if (backdrop) backdrop.style.opacity = progress > 0 ? String(1 - progress * 0.6) : '';
  }, []);
  const onZoomChange = useCallback((isZoomed: boolean) => {
    zoomed.current = isZoomed;
  }, []);
  const openSheet = useCallback(() => setSheetOpen(true), []);
  const save = () => {
    const src = images[current];
    if (!src) return;
    saveImage(src, { lines, name: saveName(current) }).then(
      () => toast.success('图片已开始下载'),
      () => toast.error('保存失败，请重试'),
    );
  };

  return (
    <div
      ref={panelRef}
      className={styles.root}
      data-state={closing ? 'closing' : 'open'}
      role="dialog"
      aria-modal="true"
      aria-label={VIEWER_LABEL}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div ref={backdropRef} className={styles.backdrop} aria-hidden="true" />
      <div ref={setViewport} className={styles.viewport}>
        <div className={styles.track}>
          {images.map((src, i) => (
            <Slide
              key={`${i}-${src}`}
              src={src}
              index={i}
              count={count}
              current={i === current}
              near={Math.abs(i - current) <= 1}
              onTap={onClose}
              onLongPress={openSheet}
              onDismiss={onClose}
              onDismissDrag={fadeBackdrop}
              onZoomChange={onZoomChange}
            />
          ))}
        </div>
      </div>
      <ViewerChrome current={current} count={count} go={go} onClose={onClose} closeRef={closeRef} />
      <ActionSheet
        open={sheetOpen}
        onClose={() => setSheetOpen(false)}
        ariaLabel="图片操作"
        actions={[{ label: SAVE_LABEL, onSelect: save }]}
      />
    </div>
  );
}
