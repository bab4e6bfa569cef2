import type { MetadataRoute } from 'next';

import { landingConfig } from '@/lib/bff/landing-config';
import { themeFor } from '@/lib/domain/shell/themes';
import { webManifest } from '@/lib/shell/web-manifest';

// Per request, never at build time (no origin runs then): the theme colour is the season the
// operator configured, from the config the pages come with (lib/bff/landing-config, 10 s).
export const dynamic = 'force-dynamic';

// /manifest.webmanifest; Next links it from every page's head. A default export: Next's
// convention for metadata files.
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const config = await landingConfig();
  return webManifest(themeFor(config?.theme));
}
