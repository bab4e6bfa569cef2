'use client';
// Page header of §2: title, back arrow, optional left/right text and a right action,
// with the §9 defaults (height 40px, background #181924 in dark mode, z-index 200).
import type { CSSProperties, ReactNode } from 'react';

import { BackArrowIcon } from '@/components/icons/back-arrow';
import { HEADER_DEFAULTS } from '@/lib/domain/platform/constants';
import { useBack } from '@/lib/navigation/use-back';

import styles from './header.module.css';

export type HeaderPosition = 'sticky' | 'fixed' | 'static';

export interface HeaderProps {
  title?: ReactNode;
  /** Show the back arrow (default true). */
  back?: boolean;
  /** Replaces the §2 back helper, e.g. to close an overlay instead of leaving the page. */
  onBack?: () => void;
  /** Text beside the arrow (or alone when `back` is false); tapping it runs the left action. */
  leftText?: ReactNode;
  /** Left action when there is no arrow; with the arrow, the back action wins. */
  onLeftClick?: () => void;
  rightText?: ReactNode;
  /** Custom right content (an icon button…); shown before `rightText`. */
  right?: ReactNode;
  onRightClick?: () => void;
  /** Accessible name of the right button when it shows no text (icon only). */
  rightLabel?: string;
  /** Bar height in px, not counting the safe-area inset. */
  height?: number;
  background?: string;
  zIndex?: number;
  /** 'sticky' (default) stays in the flow; 'fixed' also renders a spacer of its height. */
  position?: HeaderPosition;
  className?: string;
}

function BackButton({ onBack, leftText }: { onBack?: () => void; leftText?: ReactNode }) {
  // The hook must not run in headers that replace it: they may live outside a router.
  return onBack ? (
    <LeftButton onClick={onBack} arrow text={leftText} />
  ) : (
    <RouterBackButton leftText={leftText} />
  );
}

function RouterBackButton({ leftText }: { leftText?: ReactNode }) {
  const goBack = useBack();
  return <LeftButton onClick={goBack} arrow text={leftText} />;
}

function LeftButton({
  onClick,
  arrow,
  text,
}: {
  onClick?: () => void;
  arrow: boolean;
  text?: ReactNode;
}) {
  const hasText = text !== undefined && text !== null && text !== '';
  return (
    <button
      type="button"
      className={styles.side}
      onClick={onClick}
      aria-label={arrow && !hasText ? '返回' : undefined}
    >
      {arrow && <BackArrowIcon className={styles.arrow} />}
      {hasText && <span className={styles.text}>{text}</span>}
    </button>
  );
}

export function Header({
  title,
  back = true,
  onBack,
  leftText,
  onLeftClick,
  rightText,
  right,
  onRightClick,
  rightLabel,
  height = HEADER_DEFAULTS.height,
  // The §9 colour through the colour-mode token: dark is #181924, light mode a white bar.
  background = `var(--app-header-bg, ${HEADER_DEFAULTS.background})`,
  zIndex = HEADER_DEFAULTS.zIndex,
  position = 'sticky',
  className,
}: HeaderProps) {
  const rootStyle: CSSProperties = { background, zIndex };
  const barStyle: CSSProperties = { height };
  const hasRight =
    right !== undefined || (rightText !== undefined && rightText !== null && rightText !== '');
  const rightContent = (
    <>
      {right}
      {rightText !== undefined && rightText !== null && (
        <span className={styles.text}>{rightText}</span>
      )}
    </>
  );

  let left: ReactNode = null;
  if (back) left = <BackButton onBack={onBack} leftText={leftText} />;
  else if (leftText !== undefined && leftText !== null) {
    left = onLeftClick ? (
      <LeftButton onClick={onLeftClick} arrow={false} text={leftText} />
    ) : (
      <span className={`${styles.side} ${styles.text}`}>{leftText}</span>
    );
  }

  const header = (
    <header
      className={[styles.root, styles[position], className].filter(Boolean).join(' ')}
      style={rootStyle}
      data-position={position}
    >
      <div className={styles.bar} style={barStyle}>
        <div className={styles.left}>{left}</div>
        {title !== undefined && title !== null && <h1 className={styles.title}>{title}</h1>}
        <div className={styles.right}>
          {hasRight &&
            (onRightClick ? (
              <button
                type="button"
                className={styles.side}
                onClick={onRightClick}
                aria-label={rightLabel}
              >
                {rightContent}
              </button>
            ) : (
              <div className={styles.side}>{rightContent}</div>
            ))}
        </div>
      </div>
    </header>
  );

  if (position !== 'fixed') return header;
  return (
    <>
      {header}
      {/* Holds the fixed bar's place so the page's first row is not hidden under it. */}
      <div className={styles.spacer} style={barStyle} aria-hidden="true" />
    </>
  );
}
