'use client';
// The own-photo slot: a file input over a 3:4 tile, the picked photo's preview once chosen.
import type { ChangeEvent } from 'react';

import { PlusIcon } from '@/components/icons/shell-icons';

import styles from './change-face.module.css';

export function PhotoPicker({
  url,
  onPick,
  disabled,
  hint = '上传本人正脸照',
}: {
  url: string | null;
  onPick: (file: File) => void;
  disabled: boolean;
  /** What the empty tile asks for. */
  hint?: string;
}) {
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onPick(file);
  };
  return (
    <label className={styles.photoPick}>
      {url ? (
        // eslint-disable-next-line @next/next/no-img-element -- a local object URL of the picked photo.
        <img src={url} alt="已选择的本人照片" />
      ) : (
        <span className={styles.pickHint}>
          <PlusIcon aria-hidden />
          {hint}
        </span>
      )}
      <input
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className={styles.fileInput}
        onChange={change}
        disabled={disabled}
        aria-label={url ? '更换本人照片' : '上传本人照片'}
      />
    </label>
  );
}
