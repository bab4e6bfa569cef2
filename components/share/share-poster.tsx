'use client';
// 生成海报: the subject's cover and title over the QR of its share link (the invitation
// poster's renderer, qr-image.ts), shown as a picture one can long-press to save, or download.
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';

import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { useLazyImage } from '@/components/ui/use-lazy-image';
import { isImageUrl } from '@/lib/domain/platform/image-src';
import type { ShareKind } from '@/lib/domain/share/link';
import { cdnLinesAtom } from '@/lib/state/app-atoms';

import { downloadBlob, qrPictureBlob } from './qr-image';
import type { ShareTarget } from './share-sheet';
import styles from './share.module.css';

const SCAN_TEXT: Record<ShareKind, string> = {
  video: '扫码观看视频',
  short: '扫码观看视频',
  post: '扫码查看帖子',
  uploader: '扫码查看UP主主页',
  live: '扫码观看直播',
};

type Made = { url: string; blob: Blob } | 'failed' | null;

/** The decoded cover as an element to draw, or null when it will not load. */
async function coverImage(url: string | null): Promise<HTMLImageElement | null> {
  if (!url) return null;
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
    return image;
  } catch {
    return null;
  }
}

/** The cover through the app's image pipeline (lines, de-obfuscation): its object URL once settled. */
function useCover(cover: string | null | undefined) {
  const lines = useAtomValue(cdnLinesAtom).IMAGE;
  const unobserved = useRef<HTMLElement>(null);
  const load = useLazyImage(unobserved, cover, lines, true);
  const settled = load.state === 'loaded' || load.state === 'error' || !isImageUrl(cover);
  return { settled, url: load.state === 'loaded' ? load.url : null };
}

export function SharePoster({
  open,
  onClose,
  target,
  link,
  inviteCode,
}: {
  open: boolean;
  onClose: () => void;
  target: ShareTarget;
  link: string;
  inviteCode: string;
}) {
  const toast = useToast();
  const cover = useCover(target.cover);
  const [made, setMade] = useState<Made>(null);
  const { subject, title } = target;

  useEffect(() => {
    if (!cover.settled || !link) return undefined;
    let cancelled = false;
    let url: string | null = null;
    const lines = [inviteCode ? `邀请码：${inviteCode}` : '', SCAN_TEXT[subject.kind]];
    void (async () => {
      const blob = await qrPictureBlob({
        text: link,
        title,
        cover: await coverImage(cover.url),
        lines: lines.filter(Boolean),
      });
      if (cancelled) return;
      if (!blob) return setMade('failed');
      url = URL.createObjectURL(blob);
      setMade({ url, blob });
    })().catch(() => {
      if (!cancelled) setMade('failed');
    });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [cover.settled, cover.url, link, title, inviteCode, subject.kind]);

  const save = () => {
    if (made === null || made === 'failed') return;
    downloadBlob(made.blob, `分享海报-${subject.id}.png`);
    toast.success('海报已保存');
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="分享海报"
      footer={
        <div className={styles.posterButtons}>
          <button type="button" className={styles.secondary} onClick={onClose}>
            关闭
          </button>
          <button
            type="button"
            className={styles.primary}
            disabled={made === null || made === 'failed'}
            onClick={save}
          >
            保存图片
          </button>
        </div>
      }
    >
      {made === null ? (
        <p role="status">海报生成中…</p>
      ) : made === 'failed' ? (
        <p role="alert">海报生成失败，请复制链接分享</p>
      ) : (
        <>
          {/* eslint-disable-next-line @next/next/no-img-element -- a blob made here: next/image cannot take it. */}
          <img className={styles.posterImage} src={made.url} alt="分享海报" data-link={link} />
          <p className={styles.hint}>长按图片保存到相册，或点击保存图片</p>
        </>
      )}
    </Dialog>
  );
}
