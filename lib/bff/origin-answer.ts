import 'server-only';

import { decryptJsonSync, type Codec, type CodecRegistry } from '@/lib/protocol/cipher';
import type { Envelope } from '@/lib/protocol/envelope';

import { badGateway } from './envelope';

// The origin's JSON answer turned into the browser's plain envelope. Whatever is wrong with it
// (not JSON, HTML error page, no envelope, sealed data that fails to open) becomes the same
// 502/5020: the browser must not be able to tell a bad key from a bad page (no oracle).

const utf8 = new TextDecoder('utf-8', { fatal: true });
const JSON_TYPE_RE = /^application\/json\s*(;|$)/i;

/** The codec a sealed answer is opened with: the version the origin names, else the one we sent. */
export function answerCodec(codecs: CodecRegistry, headerVersion: string | null): Codec {
  if (headerVersion === null) return codecs.current;
  const codec = codecs.get(headerVersion);
  if (!codec) throw badGateway('origin answered under an unknown key version');
  return codec;
}

/**
 * Parses an origin JSON answer; `hash: true` data is opened with the codec's response key.
 * With `sealed` (the request went out encrypted) a code-200 answer must be sealed: a plain
 * success is a downgrade, or an origin whose START_ENCRYPT_HTTP disagrees with ours.
 */
export function decodeOriginEnvelope(
  bytes: Uint8Array,
  contentType: string | null,
  codec: Codec,
  sealed: boolean,
): Envelope {
  if (contentType === null || !JSON_TYPE_RE.test(contentType))
    throw badGateway('origin answer is not JSON');
  let parsed: unknown;
  try {
    parsed = JSON.parse(utf8.decode(bytes)) as unknown;
  } catch {
    throw badGateway('origin answer is malformed JSON');
  }
  return openEnvelope(parsed, codec, sealed);
}

/**
 * An envelope the origin sent (a JSON answer, or one event of a stream), parsed: `hash: true`
 * data opened with the codec's response key; with `sealed`, a code-200 envelope must be sealed.
 */
export function openEnvelope(parsed: unknown, codec: Codec, sealed: boolean): Envelope {
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw badGateway('origin answer is not an envelope');
  const { code, data, tip, msg, hash } = parsed as Record<string, unknown>;
  if (!Number.isSafeInteger(code)) throw badGateway('origin answer has no integer code');
  let plain: unknown = data ?? null;
  if (sealed && code === 200 && hash !== true)
    throw badGateway('origin answered a success unsealed');
  if (hash === true) {
    if (typeof data !== 'string') throw badGateway('sealed data is not a string');
    try {
      plain = decryptJsonSync(codec.responseKey, data);
    } catch {
      throw badGateway('sealed data failed to open');
    }
  }
  return {
    code: code as number,
    data: plain,
    tip: typeof tip === 'string' ? tip : '',
    msg: typeof msg === 'string' ? msg : '',
  };
}
