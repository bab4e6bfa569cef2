// Shimmer placeholders shown while content loads. The parts are decorative (aria-hidden);
// SkeletonGroup is the one element that tells assistive tech "加载中". Cards, line groups and
// groups are shimmer areas: their boxes share one band (skeleton.module.css says why); a
// screen's own placeholder region joins them with `skeletonArea()`.
import { Fragment, type CSSProperties, type ReactNode } from 'react';

import styles from './skeleton.module.css';

type Size = number | string;

const join = (...names: (string | undefined | false)[]): string => names.filter(Boolean).join(' ');

/** Class names that make an element a shimmer area: the skeleton boxes inside share its band. */
export function skeletonArea(className?: string): string {
  return join(styles.area, className);
}

const px = (value: Size | undefined): string | undefined =>
  typeof value === 'number' ? `${value}px` : value;

export interface SkeletonProps {
  width?: Size;
  height?: Size;
  /** Corner radius; ignored for circles. */
  radius?: Size;
  circle?: boolean;
  /** Width ÷ height (16 / 9 for a video cover); the box keeps its shape while it loads. */
  aspectRatio?: number;
  className?: string;
  style?: CSSProperties;
}

export function Skeleton({
  width,
  height,
  radius = 4,
  circle = false,
  aspectRatio,
  className,
  style,
}: SkeletonProps) {
  return (
    <span
      className={join(styles.box, className)}
      aria-hidden="true"
      style={{
        width: px(width),
        height: px(height),
        aspectRatio: aspectRatio === undefined ? undefined : String(aspectRatio),
        borderRadius: circle ? '50%' : px(radius),
        ...style,
      }}
    />
  );
}

export interface SkeletonLinesProps {
  lines?: number;
  /** Height of one line in px. */
  lineHeight?: number;
  gap?: number;
  /** The last line is shorter, as the last line of a paragraph usually is. */
  lastLineWidth?: Size;
}

export function SkeletonLines({
  lines = 3,
  lineHeight = 14,
  gap = 8,
  lastLineWidth = '60%',
}: SkeletonLinesProps) {
  return (
    <span className={join(styles.area, styles.lines)} style={{ gap }} aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton
          key={i}
          height={lineHeight}
          width={i === lines - 1 && lines > 1 ? lastLineWidth : '100%'}
        />
      ))}
    </span>
  );
}

export interface SkeletonCardProps {
  /** Cover shape, width ÷ height (default 16 / 9, a video cover). */
  aspectRatio?: number;
  lines?: number;
  /** A round avatar beside the lines, as in a post or an up-master card. */
  avatar?: boolean;
}

export function SkeletonCard({
  aspectRatio = 16 / 9,
  lines = 2,
  avatar = false,
}: SkeletonCardProps) {
  return (
    <span className={join(styles.area, styles.card)} aria-hidden="true">
      <Skeleton width="100%" aspectRatio={aspectRatio} radius={6} />
      <span className={styles.cardText}>
        {avatar && <Skeleton width={28} height={28} circle />}
        <SkeletonLines lines={lines} lineHeight={12} gap={6} />
      </span>
    </span>
  );
}

export interface SkeletonGroupProps {
  /** How many placeholders; rendered by `children(index)` or as SkeletonCards. */
  count?: number;
  columns?: number;
  gap?: number;
  children?: (index: number) => ReactNode;
  /** Accessible announcement (default 加载中). */
  label?: string;
  className?: string;
}

/** A grid of placeholders announced once as loading; its cards follow its column count. */
export function SkeletonGroup({
  count = 4,
  columns = 2,
  gap = 10,
  children,
  label = '加载中',
  className,
}: SkeletonGroupProps) {
  return (
    <div
      className={join(styles.area, styles.group, className)}
      role="status"
      aria-busy="true"
      aria-label={label}
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap }}
    >
      {Array.from({ length: count }, (_, i) => (
        <Fragment key={i}>{children ? children(i) : <SkeletonCard />}</Fragment>
      ))}
    </div>
  );
}
