'use client';
// The source upload: the community's chunked uploader on the console's transport, 8 MiB chunks,
// always asking which chunks the origin holds first, so choosing the same file again after a
// reload (or 继续 after 暂停 or a failure) resumes it; when the file is in, its ingest starts.
import { useRef, useState, type ChangeEvent } from 'react';

import { adminChunkDigest, adminChunkTransport } from '@/lib/api/admin/admin-upload-transport';
import { useStartIngest } from '@/lib/api/admin/use-content';
import { ChunkedUpload, uploadIdentifier, type UploadSnapshot } from '@/lib/media/chunked-upload';
import { AdminCallError } from '@/lib/api/admin/admin-client';

import styles from '../admin.module.css';

const CHUNK_BYTES = 8 * 1024 * 1024;
const ACCEPT = '.mp4,.mov,.mkv,video/mp4,video/quicktime,video/x-matroska';

export function UploadPanel() {
  const start = useStartIngest();
  const upload = useRef<ChunkedUpload | null>(null);
  const [name, setName] = useState('');
  const [snap, setSnap] = useState<UploadSnapshot | null>(null);
  // The uploader reports success more than once; the ingest starts once per upload.
  const startedFor = useRef<string | null>(null);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    upload.current?.pause();
    setName(file.name);
    const made = new ChunkedUpload(
      { blob: file, name: file.name, identifier: uploadIdentifier(file) },
      {
        transport: adminChunkTransport,
        digest: adminChunkDigest,
        chunkSize: CHUNK_BYTES,
        resume: true,
        onChange: (s) => {
          setSnap({ ...s });
          if (s.status !== 'success' || !s.result || startedFor.current === s.result.id) return;
          startedFor.current = s.result.id;
          start.mutate(s.result.id);
        },
      },
    );
    upload.current = made;
    void made.start();
  };

  const status = snap?.status;
  const percent = Math.round((snap?.progress ?? 0) * 100);
  const startTip = start.error instanceof AdminCallError ? start.error.tip : null;
  return (
    <div className={styles.card}>
      <h2 className={styles.title}>上传视频</h2>
      <p className={styles.muted}>
        支持 MP4、MOV、MKV，单个文件不超过4GB；中断后重新选择同一文件可继续上传。
      </p>
      <label className={styles.field}>
        选择视频文件
        <input className={styles.input} type="file" accept={ACCEPT} onChange={onFile} />
      </label>
      {snap ? (
        <div role="status" aria-live="polite">
          <p>
            {name}：
            {status === 'success' ? '上传完成' : status === 'paused' ? '已暂停' : `${percent}%`}
          </p>
          <progress max={100} value={percent} aria-label="上传进度" />
        </div>
      ) : null}
      {status === 'uploading' ? (
        <button
          type="button"
          className={`${styles.button} ${styles.ghost}`}
          onClick={() => upload.current?.pause()}
        >
          暂停
        </button>
      ) : null}
      {status === 'paused' || (status === 'error' && !snap?.permanent) ? (
        <button
          type="button"
          className={styles.button}
          onClick={() => void upload.current?.start()}
        >
          继续上传
        </button>
      ) : null}
      {snap?.error || startTip ? (
        <p className={styles.error} role="alert">
          {snap?.error || startTip}
        </p>
      ) : null}
      {start.data ? (
        <p className={styles.notice} role="status">
          已开始导入，转码完成后即可发布
        </p>
      ) : null}
    </div>
  );
}
