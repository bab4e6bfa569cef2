'use client';
// Registers the service worker of a production build (lib/shell/service-worker-registration.ts).
import { useEffect } from 'react';

import { manageServiceWorker } from '@/lib/shell/service-worker-registration';

export function ServiceWorkerRegistration() {
  useEffect(() => manageServiceWorker(window, process.env.NODE_ENV), []);
  return null;
}
