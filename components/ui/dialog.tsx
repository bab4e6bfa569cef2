'use client';
// Modal dialog: labelled by its title, focus moved in and restored, Escape and backdrop
// close when allowed, body scroll locked, rendered through a portal on document.body.
import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

import styles from './dialog.module.css';
import { useIsClient, useModal, usePresence } from './use-modal';

/** Length of the exit animation; the dialog leaves the DOM when it ends. */
export const DIALOG_EXIT_MS = 200;

export interface DialogProps {
  open: boolean;
  /** Escape, the backdrop and 取消 (unless onCancel is given) call this. */
  onClose: () => void;
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  ariaLabel?: string;
  children?: ReactNode;
  /** The parent closes the dialog when it is done (it may wait for a request first). */
  onConfirm?: () => void;
  onCancel?: () => void;
  confirmText?: string;
  cancelText?: string;
  showCancel?: boolean;
  /** Replaces the two buttons. */
  footer?: ReactNode;
  confirmDisabled?: boolean;
  closeOnBackdrop?: boolean;
  closeOnEscape?: boolean;
  className?: string;
}

export function Dialog({
  open,
  onClose,
  title,
  ariaLabel,
  children,
  onConfirm,
  onCancel,
  confirmText = '确定',
  cancelText = '取消',
  showCancel = true,
  footer,
  confirmDisabled = false,
  closeOnBackdrop = true,
  closeOnEscape = true,
  className,
}: DialogProps) {
  const isClient = useIsClient();
  const { mounted, closing } = usePresence(open, DIALOG_EXIT_MS);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useModal({ open: open && isClient, panelRef, onClose, closeOnEscape });

  if (!isClient || !mounted) return null;
  const hasTitle = title !== undefined && title !== null;
  const hasBody = children !== undefined && children !== null;

  return createPortal(
    <div className={styles.root} data-state={closing ? 'closing' : 'open'}>
      <div
        className={styles.backdrop}
        aria-hidden="true"
        onClick={closeOnBackdrop && !closing ? onClose : undefined}
      />
      <div
        ref={panelRef}
        className={[styles.panel, className].filter(Boolean).join(' ')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={hasTitle ? titleId : undefined}
        aria-label={hasTitle ? undefined : ariaLabel}
        aria-describedby={hasBody ? bodyId : undefined}
        tabIndex={-1}
      >
        {hasTitle && (
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        )}
        {hasBody && (
          <div id={bodyId} className={styles.body}>
            {children}
          </div>
        )}
        {footer ?? (
          <div className={styles.actions}>
            {showCancel && (
              <button type="button" className={styles.cancel} onClick={onCancel ?? onClose}>
                {cancelText}
              </button>
            )}
            <button
              type="button"
              className={styles.confirm}
              onClick={onConfirm ?? onClose}
              disabled={confirmDisabled}
            >
              {confirmText}
            </button>
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}
