'use client';
// A row of chips that is a radio group (文生图's styles and sizes): the native radio stays for the
// keyboard and readers, the chip is what shows.
import type { ReactNode } from 'react';

import styles from './text-image.module.css';

export type ChipOption<T extends string> = { value: T; label: string; mark?: ReactNode };

export function OptionChips<T extends string>({
  name,
  labelledBy,
  options,
  value,
  onChange,
  disabled,
}: {
  name: string;
  /** The id of the heading that names the group. */
  labelledBy: string;
  options: readonly ChipOption<T>[];
  value: T | null;
  onChange: (value: T) => void;
  disabled: boolean;
}) {
  return (
    <div className={styles.chips} role="radiogroup" aria-labelledby={labelledBy}>
      {options.map((option) => (
        <label
          key={option.value}
          className={styles.chip}
          data-checked={value === option.value || undefined}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            disabled={disabled}
            onChange={() => onChange(option.value)}
            className={styles.chipInput}
          />
          {option.mark}
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
