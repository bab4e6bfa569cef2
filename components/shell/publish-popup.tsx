'use client';
// The publish popup of §2: two big choices, 发布帖子 and AI创作, on the theme's popup colour
// with its three publish-button colours. A modal sheet: Escape, the backdrop and 关闭 close
// it, focus moves in and comes back to the publish button.
import Link from 'next/link';
import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';

import { CloseIcon, PenIcon, SparkleIcon } from '@/components/icons/shell-icons';
import { useIsClient, useModal, usePresence } from '@/components/ui/use-modal';

import styles from './publish-popup.module.css';

export const PUBLISH_POPUP_EXIT_MS = 200;

export const PUBLISH_CHOICES = [
  { href: '/community/publish', label: '发布帖子', hint: '分享图文和视频', tone: 'left' },
  { href: '/ai/generate', label: 'AI创作', hint: '选模板 一键换脸写真', tone: 'right' },
] as const;

export interface PublishPopupProps {
  open: boolean;
  onClose: () => void;
}

export function PublishPopup({ open, onClose }: PublishPopupProps) {
  const isClient = useIsClient();
  const { mounted, closing } = usePresence(open, PUBLISH_POPUP_EXIT_MS);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModal({ open: open && isClient, panelRef, onClose, closeOnEscape: true });

  if (!isClient || !mounted) return null;

  return createPortal(
    <div className={styles.root} data-state={closing ? 'closing' : 'open'}>
      <div
        className={styles.backdrop}
        aria-hidden="true"
        data-testid="publish-backdrop"
        onClick={closing ? undefined : onClose}
      />
      <div
        ref={panelRef}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <h2 id={titleId} className={styles.title}>
          发布
        </h2>
        <ul className={styles.choices}>
          {PUBLISH_CHOICES.map((choice) => (
            <li key={choice.href}>
              <Link
                href={choice.href}
                className={styles.choice}
                data-tone={choice.tone}
                onClick={onClose}
              >
                <span className={styles.badge} aria-hidden="true">
                  {choice.tone === 'left' ? <PenIcon /> : <SparkleIcon />}
                </span>
                <span className={styles.label}>{choice.label}</span>
                <span className={styles.hint}>{choice.hint}</span>
              </Link>
            </li>
          ))}
        </ul>
        <button type="button" className={styles.close} aria-label="关闭" onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
    </div>,
    document.body,
  );
}
