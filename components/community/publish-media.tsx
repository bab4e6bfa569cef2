'use client';
// The picked pictures (or the video) of a draft: previews in a grid with their upload state
// (progress, speed, 暂停 / 继续 / 重试, a permanent error), moved left or right, removed; the
// tile to pick more.
import { useRef, type ChangeEvent } from 'react';

import { CloseIcon, PlusIcon } from '@/components/icons/shell-icons';
import { POST_IMAGES_MAX } from '@/lib/domain/community/limits';
import { PUBLISH_PICKER_ACCEPT } from '@/lib/domain/video/uploads';

import styles from './publish.module.css';
import type { PickedFile } from './use-publish-draft';

const STATUS_TEXT = {
  waiting: '等待上传',
  uploading: '上传中',
  paused: '已暂停',
  error: '上传失败',
  success: '已上传',
} as const;

function speedText(bytesPerSecond: number): string {
  if (bytesPerSecond >= 1024 * 1024) return `${(bytesPerSecond / 1024 / 1024).toFixed(1)}MB/s`;
  return `${Math.round(bytesPerSecond / 1024)}KB/s`;
}

export interface PublishMediaProps {
  files: readonly PickedFile[];
  onPick: (files: File[]) => void;
  onRemove: (key: string) => void;
  onMove: (key: string, by: -1 | 1) => void;
  onControl: (key: string, action: 'pause' | 'resume') => void;
}

function Tile({
  file,
  index,
  count,
  onRemove,
  onMove,
  onControl,
}: Omit<PublishMediaProps, 'files' | 'onPick'> & {
  file: PickedFile;
  index: number;
  count: number;
}) {
  const { status, progress, speed, error, permanent } = file.snapshot;
  const busy = status === 'uploading' || status === 'waiting';
  return (
    <li className={styles.tile} data-status={status} data-kind={file.kind}>
      {file.kind === 'video' ? (
        <video
          className={styles.preview}
          src={file.url}
          muted
          playsInline
          preload="metadata"
          aria-label={file.name}
        />
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- a local object URL of the picked file.
        <img className={styles.preview} src={file.url} alt={`第${index + 1}张图片`} />
      )}
      {status !== 'success' && (
        <div
          className={styles.state}
          role="status"
          aria-label={`${file.name} ${STATUS_TEXT[status]}`}
        >
          <span
            className={styles.bar}
            style={{ transform: `scaleX(${progress})` }}
            aria-hidden="true"
          />
          <span>
            {STATUS_TEXT[status]} {Math.round(progress * 100)}%
          </span>
          {status === 'uploading' && speed > 0 && <span>{speedText(speed)}</span>}
          {status === 'error' && <span className={styles.error}>{error}</span>}
          {busy && (
            <button
              type="button"
              className={styles.control}
              onClick={() => onControl(file.key, 'pause')}
            >
              暂停
            </button>
          )}
          {(status === 'paused' || (status === 'error' && !permanent)) && (
            <button
              type="button"
              className={styles.control}
              onClick={() => onControl(file.key, 'resume')}
            >
              {status === 'paused' ? '继续' : '重试'}
            </button>
          )}
        </div>
      )}
      <button
        type="button"
        className={styles.remove}
        aria-label={`删除第${index + 1}个文件`}
        onClick={() => onRemove(file.key)}
      >
        <CloseIcon />
      </button>
      {file.kind === 'image' && count > 1 && (
        <span className={styles.order}>
          <button
            type="button"
            disabled={index === 0}
            aria-label="前移"
            onClick={() => onMove(file.key, -1)}
          >
            ‹
          </button>
          <button
            type="button"
            disabled={index === count - 1}
            aria-label="后移"
            onClick={() => onMove(file.key, 1)}
          >
            ›
          </button>
        </span>
      )}
    </li>
  );
}

export function PublishMedia({ files, onPick, ...actions }: PublishMediaProps) {
  const input = useRef<HTMLInputElement>(null);
  const video = files[0]?.kind === 'video';
  const canAdd = !video && files.length < POST_IMAGES_MAX;
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    onPick([...(event.target.files ?? [])]);
    event.target.value = '';
  };
  return (
    <ul className={styles.media} aria-label="图片和视频">
      {files.map((file, index) => (
        <Tile key={file.key} file={file} index={index} count={files.length} {...actions} />
      ))}
      {canAdd && (
        <li className={styles.tile}>
          <button type="button" className={styles.add} onClick={() => input.current?.click()}>
            <PlusIcon />
            <span>{files.length === 0 ? '图片/视频' : `${files.length}/${POST_IMAGES_MAX}`}</span>
          </button>
          <input
            ref={input}
            type="file"
            accept={files.length === 0 ? PUBLISH_PICKER_ACCEPT : 'image/*'}
            multiple
            hidden
            data-testid="publish-file-input"
            onChange={picked}
          />
        </li>
      )}
    </ul>
  );
}
