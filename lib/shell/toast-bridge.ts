// Lets code outside React (link dispatch, API error handlers) show a toast. The mounted
// ToastProvider registers itself here; with none mounted a toast is silently dropped.

export type ToastType = 'info' | 'success' | 'error';

export interface ToastOptions {
  /** How long the toast stays, in ms (default TOAST_MS, §9). */
  duration?: number;
  type?: ToastType;
}

export type ShowToast = (message: string, options?: ToastOptions) => void;

let current: ShowToast | null = null;

/** Returns an unregister function that only removes this very handler. */
export function registerToast(show: ShowToast): () => void {
  current = show;
  return () => {
    if (current === show) current = null;
  };
}

export function showToast(message: string, options?: ToastOptions): void {
  current?.(message, options);
}
