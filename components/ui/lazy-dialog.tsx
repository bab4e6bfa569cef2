'use client';
// The Dialog for places that may never open one (the app-wide confirm, the notice bar's list):
// its code, with the modal helpers, comes when the browser is idle or on the first open, not
// with the page. Once opened it stays mounted, so its closing animation and focus return run.
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';

import type { DialogProps } from './dialog';

const loadDialog = () => import('./dialog');
const LoadedDialog = dynamic(() => loadDialog().then((m) => m.Dialog), { ssr: false });

export function LazyDialog(props: DialogProps) {
  const [used, setUsed] = useState(false);
  if (props.open && !used) setUsed(true);

  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return undefined;
    const id = requestIdleCallback(() => void loadDialog().catch(() => undefined));
    return () => cancelIdleCallback(id);
  }, []);

  return used ? <LoadedDialog {...props} /> : null;
}
