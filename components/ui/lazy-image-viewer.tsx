'use client';
// The picture viewer for places that may never open it (every post with pictures): its code,
// with embla and the gesture code, comes on the first tap, not with the page. Once opened it
// stays mounted, so its closing fade and the focus return run.
import dynamic from 'next/dynamic';
import { useState } from 'react';

import type { ImageViewerProps } from './image-viewer';

const LoadedViewer = dynamic(() => import('./image-viewer').then((m) => m.ImageViewer), {
  ssr: false,
});

export function LazyImageViewer(props: ImageViewerProps) {
  const [used, setUsed] = useState(false);
  if (props.open && !used) setUsed(true);
  return used ? <LoadedViewer {...props} /> : null;
}
