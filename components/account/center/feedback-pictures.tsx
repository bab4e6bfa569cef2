'use client';
// Up to four pictures for a feedback: thumbnails with 删除, and 添加图片 while there is room.
import type { ChangeEvent } from 'react';

import { FEEDBACK_MAX_IMAGES } from '@/lib/protocol/calls/account/user-center';

import fieldStyles from '../parts/fields.module.css';
import buttonStyles from '../parts/buttons.module.css';
import pictureStyles from './feedback-pictures.module.css';

export type Picked = { file: File; url: string };

function Thumb({ file, url, onRemove }: Picked & { onRemove: () => void }) {
  return (
    <li className={pictureStyles.thumb}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a local preview (blob URL) */}
      <img src={url} alt={file.name} />
      <button type="button" onClick={onRemove} aria-label={`删除图片 ${file.name}`}>
        ×
      </button>
    </li>
  );
}

export function FeedbackPictures({
  images,
  onAdd,
  onRemove,
}: {
  images: readonly Picked[];
  onAdd: (event: ChangeEvent<HTMLInputElement>) => void;
  onRemove: (index: number) => void;
}) {
  return (
    <div>
      <p className={fieldStyles.label}>图片（选填，最多{FEEDBACK_MAX_IMAGES}张）</p>
      <ul className={pictureStyles.thumbs}>
        {images.map((image) => (
          <Thumb key={image.url} {...image} onRemove={() => onRemove(images.indexOf(image))} />
        ))}
        {images.length < FEEDBACK_MAX_IMAGES && (
          <li className={pictureStyles.thumb}>
            <label className={pictureStyles.addThumb}>
              +
              <input
                type="file"
                accept="image/jpeg,image/png,image/webp"
                multiple
                className={buttonStyles.fileInput}
                onChange={onAdd}
                aria-label="添加图片"
              />
            </label>
          </li>
        )}
      </ul>
    </div>
  );
}
