// Test support: a real origin on 127.0.0.1 (PGlite) that knows the web server's own identity,
// started once per file, and the BFF configurations that reach it with and without that token.
import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll } from 'vitest';

import { ensureServiceIdentity } from '@/origin/services/platform/service-identity';
import { DB_HOOK_TIMEOUT_MS } from '@/origin/test/test-db';
import { startTestOrigin, type TestOrigin } from '@/test/test-origin';

import type { BffConfig } from './env';
import { testConfig } from './bff.test-support';

export function serviceOrigin() {
  let origin: TestOrigin;
  const token = randomBytes(32).toString('base64url');
  beforeAll(async () => {
    origin = await startTestOrigin();
    await ensureServiceIdentity(origin.db, token, origin.harness.clock.ms);
  }, DB_HOOK_TIMEOUT_MS);
  afterAll(() => origin.close(), DB_HOOK_TIMEOUT_MS);
  return {
    /** The BFF's configuration with SERVICE_TOKEN set. */
    service: (): Promise<BffConfig> => testConfig(origin.url, { SERVICE_TOKEN: token }),
    /** The same without it. */
    anonymous: (): Promise<BffConfig> => testConfig(origin.url),
  };
}
