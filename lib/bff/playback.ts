import 'server-only';

import { PLAYBACK_PREFIX } from '@/lib/protocol/call-table';
import { decryptText } from '@/lib/protocol/cipher';
import { clientIp, validToken } from './client-headers';
import type { BffConfig } from './env';
import { badGateway, badQuery, envelopeResponse } from './envelope';
import { answerCodec, decodeOriginEnvelope } from './origin-answer';
import { newNonce, signPlayback } from '@/lib/protocol/sign';
import { Exchange } from './exchange';
import { originCallUrl, requestOrigin, type OriginHeaders, type OriginTarget } from './upstream';

// GET media/h5/m3u8/{id}?token=… (docs/protocol.md "Playback"). The player cannot add headers,
// so the BFF signs the query (timestamp, sign, nonce), opens the sealed playlist when the origin
// seals it, and hands the player a plain HLS playlist. Only `token` and `line` (the VID line the
// segment URIs go to: 1–2 digits, dropped otherwise) are taken from the browser's query; anything
// else it sent is dropped. `line` is not signed: it picks a host, it grants nothing.

const utf8 = new TextDecoder('utf-8', { fatal: true });
const JSON_TYPE_RE = /^application\/json\s*(;|$)/i;
const LINE_RE = /^[0-9]{1,2}$/;
const PLAYLIST_HEADERS = {
  'content-type': 'application/vnd.apple.mpegurl',
  // The segment URLs inside carry short-lived signatures: no cache may replay the playlist.
  'cache-control': 'private, no-store',
  'x-content-type-options': 'nosniff',
};

function playlistText(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw badGateway('playlist is not UTF-8');
  }
}

export async function proxyPlayback(
  request: Request,
  config: BffConfig,
  id: string,
  search: string,
): Promise<Response> {
  const params = new URLSearchParams(search);
  const token = params.get('token') ?? '';
  const line = params.get('line');
  if (!validToken(token)) throw badQuery('playback token is not printable ASCII without "&"');
  const realIp = clientIp(request.headers, config.trustedProxyHops);
  const path = PLAYBACK_PREFIX + id;
  const headers: OriginHeaders = { accept: 'application/vnd.apple.mpegurl, application/json' };
  if (realIp) headers['x-real-ip'] = realIp;
  if (config.encryptM3u8) {
    headers['x-encrypted'] = '1';
    headers['x-key-version'] = config.codecs.current.version;
  }
  // Signed per attempt: a request sent again (upstream.ts mayResend) carries a nonce of its own.
  const target = async (): Promise<OriginTarget> => {
    const timestamp = Math.floor(Date.now() / 1000);
    const nonce = newNonce();
    const sign = await signPlayback(config.signKey, { token, path, timestamp, nonce });
    const query = new URLSearchParams({ token, timestamp: String(timestamp), sign, nonce });
    if (line !== null && LINE_RE.test(line)) query.set('line', line);
    return { url: originCallUrl(config.originUrl, path, `?${query}`), headers };
  };

  const exchange = new Exchange(request.signal, config.timeoutMs);
  try {
    const answer = await requestOrigin({ method: 'GET', target, repeatable: true }, exchange);
    const bytes = answer.body;
    const contentType = answer.header('content-type');
    const codec = answerCodec(config.codecs, answer.header('x-key-version'));
    if (answer.status !== 200 || (contentType !== null && JSON_TYPE_RE.test(contentType))) {
      // Refusals (4001, 1000, 4030, 4040…) come as JSON envelopes: relay them like any call.
      const envelope = decodeOriginEnvelope(bytes, contentType, codec, false);
      return envelopeResponse(answer.status, envelope);
    }
    const sealed = answer.header('x-encrypted') === '1';
    // With START_ENCRYPT_M3U8 on, a plain playlist means the origin disagrees: refuse the downgrade.
    if (config.encryptM3u8 && !sealed) throw badGateway('origin answered the playlist unsealed');
    let text: string;
    if (sealed) {
      try {
        text = await decryptText(codec.responseKey, playlistText(bytes).trim());
      } catch {
        throw badGateway('sealed playlist failed to open');
      }
    } else {
      text = playlistText(bytes);
    }
    if (!text.startsWith('#EXTM3U')) throw badGateway('origin answer is not an HLS playlist');
    return new Response(text, { status: 200, headers: PLAYLIST_HEADERS });
  } finally {
    exchange.close();
  }
}
