'use client';
// Windowed rendering of equal-height rows (one item per row, or one grid row of items)
// scrolled by the document. Only the rows within a screen above and below the viewport are
// in the DOM; a box of the full height keeps the scrollbar and the page's scroll positions
// true. Below the threshold every row is rendered in the same DOM shape, so crossing it does
// not remount anything.
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type Key,
  type ReactNode,
} from 'react';

/** Rows drawn before the first measurement (about two phone screens of cards). */
export const INITIAL_ROWS = 12;
export const DEFAULT_ESTIMATED_ROW_HEIGHT = 120;

export interface WindowedRowsProps {
  rowCount: number;
  renderRow: (row: number) => ReactNode;
  getRowKey: (row: number) => Key;
  /** Off: every row is rendered. */
  windowed: boolean;
  /** Row pitch in px (height + gap). Measured from a rendered row when omitted. */
  rowHeight?: number;
  estimatedRowHeight?: number;
  /** Extra px rendered above and below the viewport; one viewport height by default. */
  overscan?: number;
  /** False while the page is hidden: no listeners. */
  active?: boolean;
  className?: string;
  rowClassName?: string;
  role?: string;
  'aria-label'?: string;
}

interface Range {
  start: number;
  end: number;
  pitch: number;
}

/** Rows [start, end) that cover the viewport plus `overscan` px on each side. */
export function visibleRows(
  listTop: number,
  viewportHeight: number,
  pitch: number,
  rowCount: number,
  overscan: number,
): [number, number] {
  if (pitch <= 0 || rowCount === 0) return [0, Math.min(rowCount, INITIAL_ROWS)];
  const start = Math.floor((-listTop - overscan) / pitch);
  const end = Math.ceil((-listTop + viewportHeight + overscan) / pitch);
  const clamp = (n: number) => Math.min(Math.max(n, 0), rowCount);
  return [clamp(start), Math.max(clamp(end), clamp(start))];
}

export function WindowedRows({
  rowCount,
  renderRow,
  getRowKey,
  windowed,
  rowHeight,
  estimatedRowHeight = DEFAULT_ESTIMATED_ROW_HEIGHT,
  overscan,
  active = true,
  className,
  rowClassName,
  role,
  'aria-label': ariaLabel,
}: WindowedRowsProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const innerRef = useRef<HTMLDivElement>(null);
  const [range, setRange] = useState<Range>(() => ({
    start: 0,
    end: Math.min(rowCount, INITIAL_ROWS),
    pitch: rowHeight ?? estimatedRowHeight,
  }));

  const pitchRef = useRef(range.pitch);

  // One read pass (rect, first row height), then one state update if anything moved. Only a
  // windowed list needs it: reading layout here forces one (a whole-page layout mid-commit when
  // a feed mounts; traced in docs/benchmarks.md), and a plain list uses none of it.
  const update = useCallback(() => {
    if (!windowed) return;
    const container = containerRef.current;
    // Inside a display:none (kept-alive, hidden) page: keep the last window.
    if (!container || container.getClientRects().length === 0) return;
    const firstRow = innerRef.current?.firstElementChild as HTMLElement | null | undefined;
    const measured = firstRow?.offsetHeight ?? 0;
    const pitch = rowHeight ?? (measured > 0 ? measured : pitchRef.current);
    pitchRef.current = pitch;
    const viewport = window.innerHeight;
    const [start, end] = visibleRows(
      container.getBoundingClientRect().top,
      viewport,
      pitch,
      rowCount,
      overscan ?? viewport,
    );
    setRange((previous) =>
      previous.start === start && previous.end === end && previous.pitch === pitch
        ? previous
        : { start, end, pitch },
    );
  }, [rowCount, rowHeight, windowed, overscan]);

  // Before paint, so a remount with many cached rows never flashes the wrong window.
  useLayoutEffect(update, [update]);

  useEffect(() => {
    if (!active || !windowed) return undefined;
    let frame = 0;
    const schedule = () => {
      if (frame === 0) {
        frame = requestAnimationFrame(() => {
          frame = 0;
          update();
        });
      }
    };
    const passive = { passive: true } as const;
    window.addEventListener('scroll', schedule, passive);
    window.addEventListener('resize', schedule, passive);
    // Rows change height with the viewport width (covers keep their aspect ratio), and the
    // container leaves display:none when its page comes back.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    if (observer && containerRef.current) observer.observe(containerRef.current);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [active, windowed, update]);

  const { pitch } = range;
  const start = windowed ? Math.min(range.start, rowCount) : 0;
  const end = windowed ? Math.min(range.end, rowCount) : rowCount;
  const containerStyle: CSSProperties | undefined = windowed
    ? { position: 'relative', height: rowCount * pitch }
    : undefined;
  const innerStyle: CSSProperties | undefined =
    windowed && start > 0 ? { transform: `translateY(${start * pitch}px)` } : undefined;

  const rows: ReactNode[] = [];
  for (let row = start; row < end; row += 1) {
    rows.push(
      <div key={getRowKey(row)} className={rowClassName} data-row={row}>
        {renderRow(row)}
      </div>,
    );
  }

  return (
    <div
      ref={containerRef}
      className={className}
      style={containerStyle}
      role={role}
      aria-label={ariaLabel}
      data-windowed={windowed || undefined}
    >
      <div ref={innerRef} style={innerStyle}>
        {rows}
      </div>
    </div>
  );
}
