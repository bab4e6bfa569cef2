'use client';
// The share sheet of a video, a post, an UP主 or a live channel (docs/share.md): 复制链接,
// 系统分享 where the browser has navigator.share, and 生成海报 (cover, title and the link's QR).
// The link carries the sharer's invite code and channel (lib/domain/share/link.ts).
import dynamic from 'next/dynamic';
import { useState } from 'react';

import { ActionSheet, type SheetAction } from '@/components/ui/action-sheet';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { useToast } from '@/components/ui/toast';
import type { ShareSubject } from '@/lib/domain/share/link';

import styles from './share.module.css';
import { useShareLink } from './use-share-link';

// The QR encoder and the canvas drawing come on the first 生成海报, not with the page.
const SharePoster = dynamic(() => import('./share-poster').then((m) => m.SharePoster), {
  ssr: false,
});

export interface ShareTarget {
  subject: ShareSubject;
  title: string;
  /** The cover path as the cards carry it (drawn on the poster through the image pipeline). */
  cover?: string | null;
}

export const TIP_LINK_COPIED = '链接已复制';
export const TIP_SHARE_FAILED = '分享失败，请复制链接分享';

/** Writes the link; false when the browser has no clipboard here or refuses it. */
async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

const canShareNatively = () =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function';

export function ShareSheet({
  open,
  onClose,
  target,
  container,
}: {
  open: boolean;
  onClose: () => void;
  target: ShareTarget;
  /** Where the sheet mounts (a fullscreen player's element). */
  container?: Element | null;
}) {
  const { link, inviteCode, ready } = useShareLink(target.subject, open);
  const toast = useToast();
  const [manual, setManual] = useState(false);
  const [poster, setPoster] = useState(false);
  const [posterUsed, setPosterUsed] = useState(false);

  const copy = async () => {
    if (await writeClipboard(link)) toast.success(TIP_LINK_COPIED);
    else setManual(true);
  };
  const systemShare = async () => {
    try {
      await navigator.share({ title: target.title, text: target.title, url: link });
    } catch (error) {
      // Closing the system sheet rejects with AbortError: the user changed their mind.
      if ((error as { name?: unknown } | null)?.name !== 'AbortError')
        toast.error(TIP_SHARE_FAILED);
    }
  };
  const actions: SheetAction[] = [
    { label: '复制链接', disabled: !ready, onSelect: () => void copy() },
    ...(canShareNatively()
      ? [{ label: '系统分享', disabled: !ready, onSelect: () => void systemShare() }]
      : []),
    {
      label: '生成海报',
      disabled: !ready,
      onSelect: () => {
        setPosterUsed(true);
        setPoster(true);
      },
    },
  ];

  return (
    <>
      <ActionSheet
        open={open}
        onClose={onClose}
        title="分享到"
        actions={actions}
        container={container}
      />
      <LazyDialog
        open={manual}
        onClose={() => setManual(false)}
        title="复制链接"
        showCancel={false}
        confirmText="完成"
        onConfirm={() => setManual(false)}
      >
        <p>无法自动复制，请长按下面的链接手动复制</p>
        <textarea
          className={styles.manualLink}
          readOnly
          value={link}
          aria-label="分享链接"
          rows={3}
          onFocus={(event) => event.currentTarget.select()}
        />
      </LazyDialog>
      {posterUsed ? (
        <SharePoster
          open={poster}
          onClose={() => setPoster(false)}
          target={target}
          link={link}
          inviteCode={inviteCode}
        />
      ) : null}
    </>
  );
}
