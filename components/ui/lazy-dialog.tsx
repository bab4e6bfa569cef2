'use client';
// The Dialog for places that may never open one (the app-wide confirm, the notice bar's list):
// its code, with the modal helpers, comes on the first open, not with the page (the confirm
// provider is mounted while the bootstrap runs, so even an idle-time fetch would land in the
// first load). Once opened it stays mounted, so its closing animation and focus return run.
import dynamic from 'next/dynamic';
import { useState } from 'react';

import type { DialogProps } from './dialog';

const LoadedDialog = dynamic(() => import('./dialog').then((m) => m.Dialog), { ssr: false });

export function LazyDialog(props: DialogProps) {
  const [used, setUsed] = useState(false);
  if (props.open && !used) setUsed(true);

  return used ? <LoadedDialog {...props} /> : null;
}
