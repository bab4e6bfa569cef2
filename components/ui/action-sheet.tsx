'use client';
// Bottom sheet with a list of actions and 取消: slides up (transform), sits above the
// safe-area bottom inset, and follows the dialog's modal rules (use-modal.ts).
import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

import styles from './action-sheet.module.css';
import { useIsClient, useModal, usePresence } from './use-modal';

/** Length of the slide-down; the sheet leaves the DOM when it ends. */
export const ACTION_SHEET_EXIT_MS = 250;

export interface SheetAction {
  label: ReactNode;
  /** Smaller second line under the label. */
  description?: ReactNode;
  /** Shown in red: deleting, reporting. */
  danger?: boolean;
  disabled?: boolean;
  onSelect?: () => void;
}

export interface ActionSheetProps {
  open: boolean;
  /** 取消, Escape, the backdrop and any chosen action close the sheet through this. */
  onClose: () => void;
  actions: readonly SheetAction[];
  /** Heading above the actions; also the sheet's accessible name. */
  title?: ReactNode;
  /** Accessible name when there is no title (default 操作菜单). */
  ariaLabel?: string;
  cancelText?: string;
  /** Called with the chosen action after its own onSelect. */
  onSelect?: (index: number, action: SheetAction) => void;
  closeOnBackdrop?: boolean;
  closeOnEscape?: boolean;
  /**
   * Where the sheet is mounted (document.body when absent). A fullscreen element shows nothing
   * outside itself, so a sheet opened from a fullscreen player mounts inside it.
   */
  container?: Element | null;
}

export function ActionSheet({
  open,
  onClose,
  actions,
  title,
  ariaLabel = '操作菜单',
  cancelText = '取消',
  onSelect,
  closeOnBackdrop = true,
  closeOnEscape = true,
  container,
}: ActionSheetProps) {
  const isClient = useIsClient();
  const { mounted, closing } = usePresence(open, ACTION_SHEET_EXIT_MS);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModal({ open: open && isClient, panelRef, onClose, closeOnEscape });

  if (!isClient || !mounted) return null;
  const hasTitle = title !== undefined && title !== null;

  const choose = (index: number, action: SheetAction) => {
    if (closing || action.disabled) return;
    action.onSelect?.();
    onSelect?.(index, action);
    onClose();
  };

  return createPortal(
    <div className={styles.root} data-state={closing ? 'closing' : 'open'}>
      <div
        className={styles.backdrop}
        aria-hidden="true"
        onClick={closeOnBackdrop && !closing ? onClose : undefined}
      />
      <div
        ref={panelRef}
        className={styles.sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby={hasTitle ? titleId : undefined}
        aria-label={hasTitle ? undefined : ariaLabel}
        tabIndex={-1}
      >
        {hasTitle && (
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        )}
        <ul className={styles.list}>
          {actions.map((action, index) => (
            <li key={index}>
              <button
                type="button"
                className={styles.action}
                data-danger={action.danger ? 'true' : undefined}
                disabled={action.disabled}
                onClick={() => choose(index, action)}
              >
                <span>{action.label}</span>
                {action.description !== undefined && (
                  <span className={styles.description}>{action.description}</span>
                )}
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className={styles.cancel} onClick={onClose}>
          {cancelText}
        </button>
      </div>
    </div>,
    container ?? document.body,
  );
}
