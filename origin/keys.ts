// Imports the signing and AES keys once at start-up: Web Crypto keys are costly to re-import per request.
import {
  createCodecRegistry,
  importAesKey,
  type CodecKeys,
  type CodecRegistry,
} from '@/lib/protocol/cipher';
import { importSignKey } from '@/lib/protocol/sign';

import type { OriginConfig } from './config';

export type OriginKeys = { signKey: CryptoKey; codecs: CodecRegistry };

export async function importOriginKeys(
  config: Pick<OriginConfig, 'signKey' | 'keyVersions'>,
): Promise<OriginKeys> {
  const entries: Record<string, CodecKeys> = {};
  for (const { version, requestKey, responseKey } of config.keyVersions) {
    entries[version] = {
      requestKey: await importAesKey(requestKey),
      responseKey: await importAesKey(responseKey),
    };
  }
  const current = config.keyVersions[0]?.version;
  return {
    signKey: await importSignKey(config.signKey),
    codecs: createCodecRegistry(entries, current === undefined ? {} : { current }),
  };
}
