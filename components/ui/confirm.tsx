'use client';
// confirm()-style helper: `await confirm({ title, message })` resolves true on 确定 and
// false on 取消, Escape or the backdrop. One ConfirmProvider near the root serves the app.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';

import { LazyDialog } from './lazy-dialog';

export interface ConfirmOptions {
  title: ReactNode;
  message?: ReactNode;
  confirmText?: string;
  cancelText?: string;
  /** False for a notice with a single 确定. */
  showCancel?: boolean;
}

export type ConfirmFn = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<ConfirmFn | null>(null);

export function useConfirm(): ConfirmFn {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a <ConfirmProvider> above it');
  return confirm;
}

interface Pending {
  options: ConfirmOptions;
  resolve: (value: boolean) => void;
}

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  // Last options stay on screen while the dialog plays its exit animation.
  const [shown, setShown] = useState<ConfirmOptions | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  const settle = useCallback((value: boolean) => {
    const current = pendingRef.current;
    pendingRef.current = null;
    setPending(null);
    current?.resolve(value);
  }, []);

  const confirm = useCallback<ConfirmFn>(
    (options) =>
      new Promise<boolean>((resolve) => {
        // A newer question answers the older one with "no".
        pendingRef.current?.resolve(false);
        const next = { options, resolve };
        pendingRef.current = next;
        setPending(next);
        setShown(options);
      }),
    [],
  );

  useEffect(() => () => pendingRef.current?.resolve(false), []);

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <LazyDialog
        open={pending !== null}
        onClose={() => settle(false)}
        onConfirm={() => settle(true)}
        title={shown?.title}
        confirmText={shown?.confirmText}
        cancelText={shown?.cancelText}
        showCancel={shown?.showCancel}
      >
        {shown?.message}
      </LazyDialog>
    </ConfirmContext.Provider>
  );
}
