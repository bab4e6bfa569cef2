'use client';
// Toast of §9 (2000 ms default): one at a time, a new one replaces the old, centred,
// announced politely. `showToast` in lib/ui/toast-bridge reaches it from non-React code.
import {
  createContext,
  useContext,
  useEffect,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';

import { ErrorIcon, SuccessIcon } from '@/components/icons/status-icons';
import { TOAST_MS } from '@/lib/domain/platform/constants';
import {
  registerToast,
  showToast,
  type ShowToast,
  type ToastOptions,
  type ToastType,
} from '@/lib/shell/toast-bridge';

import styles from './toast.module.css';

/** Length of the fade-out; the toast leaves the DOM when it ends. */
export const TOAST_FADE_MS = 200;

export type ToastFn = ShowToast & {
  success: (message: string, options?: Omit<ToastOptions, 'type'>) => void;
  error: (message: string, options?: Omit<ToastOptions, 'type'>) => void;
};

interface ToastItem {
  id: number;
  message: string;
  type: ToastType;
  leaving: boolean;
}

type Variant = (message: string, options?: Omit<ToastOptions, 'type'>) => void;

function withVariants(
  show: (message: string, options?: ToastOptions) => void,
  success: Variant,
  error: Variant,
): ToastFn {
  return Object.assign((message: string, options?: ToastOptions) => show(message, options), {
    success,
    error,
  });
}

const ToastContext = createContext<ToastFn | null>(null);
// Without a provider (a test, a storybook-like page) toasts go through the bridge.
const bridgeToast = withVariants(
  showToast,
  (message, options) => showToast(message, { ...options, type: 'success' }),
  (message, options) => showToast(message, { ...options, type: 'error' }),
);

export function useToast(): ToastFn {
  return useContext(ToastContext) ?? bridgeToast;
}

/** Timers live in this closure, made once per provider: one toast, one pair of timers. */
function createToaster(setItem: Dispatch<SetStateAction<ToastItem | null>>) {
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let removeTimer: ReturnType<typeof setTimeout> | undefined;
  let nextId = 0;
  const clear = () => {
    clearTimeout(hideTimer);
    clearTimeout(removeTimer);
  };
  const show: ShowToast = (message, { duration = TOAST_MS, type = 'info' } = {}) => {
    const text = message.trim();
    if (text === '') return;
    clear();
    nextId += 1;
    setItem({ id: nextId, message: text, type, leaving: false });
    hideTimer = setTimeout(
      () => {
        setItem((shown) => (shown ? { ...shown, leaving: true } : shown));
        removeTimer = setTimeout(() => setItem(null), TOAST_FADE_MS);
      },
      Math.max(0, duration),
    );
  };
  const toast = withVariants(
    show,
    (message, options) => show(message, { ...options, type: 'success' }),
    (message, options) => show(message, { ...options, type: 'error' }),
  );
  return { show, toast, clear };
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [item, setItem] = useState<ToastItem | null>(null);
  const [toaster] = useState(() => createToaster(setItem));

  useEffect(() => {
    const unregister = registerToast(toaster.show);
    return () => {
      unregister();
      toaster.clear();
    };
  }, [toaster]);

  return (
    <ToastContext.Provider value={toaster.toast}>
      {children}
      {/* The live region stays mounted so screen readers hear each new message. */}
      <div className={styles.region} role="status" aria-live="polite" aria-atomic="true">
        {item && (
          <div
            // A new key restarts the fade-in when one toast replaces another.
            key={item.id}
            className={`${styles.toast} ${item.leaving ? styles.leaving : ''}`}
            data-type={item.type}
            data-state={item.leaving ? 'leaving' : 'shown'}
          >
            {item.type === 'success' && <SuccessIcon className={styles.icon} />}
            {item.type === 'error' && <ErrorIcon className={styles.icon} />}
            <span className={styles.message}>{item.message}</span>
          </div>
        )}
      </div>
    </ToastContext.Provider>
  );
}
