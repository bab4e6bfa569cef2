// The one loading spinner (list footers, pull-to-refresh, pay buttons, AI jobs, the players).
// Decorative unless given a label: most sit beside text that already says what is loading.
import type { CSSProperties } from 'react';

import styles from './spinner.module.css';

export interface SpinnerProps {
  /** Width and height in px (14 beside text). */
  size?: number;
  /** `current`: a 2px ring in the text colour; `light`: a 3px white ring over video. */
  tone?: 'current' | 'light';
  /** Said by screen readers as a status ("加载中") when the spinner stands alone. */
  label?: string;
  /** Placement only (the player centres it over the video). */
  className?: string;
}

export function Spinner({ size = 14, tone = 'current', label, className }: SpinnerProps) {
  const style = { '--spinner-size': `${size}px` } as CSSProperties;
  const classes = [styles.spinner, styles[tone], className].filter(Boolean).join(' ');
  return label ? (
    <span className={classes} style={style} role="status" aria-label={label} />
  ) : (
    <span className={classes} style={style} aria-hidden="true" />
  );
}
