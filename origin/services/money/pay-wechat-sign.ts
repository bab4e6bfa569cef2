// 微信支付 APIv3's signatures, by hand on node:crypto (decision 0040): a request is signed
// SHA256-RSA2048 with the merchant's key into the Authorization header; an answer or notice is
// checked against the platform key over `timestamp\nnonce\nbody\n`; a notice's resource is
// AES-256-GCM under the APIv3 key.
import {
  createDecipheriv,
  createSign,
  createVerify,
  randomBytes,
  type KeyObject,
} from 'node:crypto';

export const WECHAT_SIGN_SCHEME = 'WECHATPAY2-SHA256-RSA2048';
/** A notice or answer signed further from our clock than this is refused (a replay). */
export const WECHAT_MAX_SKEW_SECONDS = 300;
const GCM_TAG_BYTES = 16;

export type SignedRequest = {
  method: 'GET' | 'POST';
  /** Path and query, as signed. */
  path: string;
  body: string;
  timestamp: number;
  nonce: string;
};

/** 32 characters of A–Z 0–9, as the API's examples use. */
export function wechatNonce(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}

export function requestMessage({ method, path, timestamp, nonce, body }: SignedRequest): string {
  return `${method}\n${path}\n${timestamp}\n${nonce}\n${body}\n`;
}

/** The Authorization header of a request, signed with the merchant's API key. */
export function authorization(
  request: SignedRequest,
  merchant: { mchId: string; mchSerial: string; privateKey: KeyObject },
): string {
  const signature = createSign('RSA-SHA256')
    .update(requestMessage(request))
    .sign(merchant.privateKey, 'base64');
  const fields = {
    mchid: merchant.mchId,
    nonce_str: request.nonce,
    signature,
    timestamp: String(request.timestamp),
    serial_no: merchant.mchSerial,
  };
  const text = Object.entries(fields)
    .map(([k, v]) => `${k}="${v}"`)
    .join(',');
  return `${WECHAT_SIGN_SCHEME} ${text}`;
}

export type SignedAnswer = {
  timestamp: string;
  nonce: string;
  signature: string;
  serial: string;
  body: string;
};

/** The Wechatpay-* headers of a notice or answer; null when one is missing. */
export function signedAnswerOf(headers: Headers, body: string): SignedAnswer | null {
  const read = (name: string) => headers.get(`wechatpay-${name}`)?.trim() ?? '';
  const answer = {
    timestamp: read('timestamp'),
    nonce: read('nonce'),
    signature: read('signature'),
    serial: read('serial'),
    body,
  };
  return answer.timestamp && answer.nonce && answer.signature && answer.serial ? answer : null;
}

/** Why a signed notice or answer is not to be trusted, or null when it is. */
export function signatureProblem(
  answer: SignedAnswer,
  platform: { key: KeyObject; serial: string },
  nowMs: number,
): string | null {
  if (answer.serial !== platform.serial) return `unknown platform serial ${answer.serial}`;
  if (!/^[0-9]{1,12}$/.test(answer.timestamp)) return 'timestamp malformed';
  const skew = Math.abs(nowMs / 1000 - Number(answer.timestamp));
  if (skew > WECHAT_MAX_SKEW_SECONDS) return `timestamp ${Math.round(skew)} s off our clock`;
  const message = `${answer.timestamp}\n${answer.nonce}\n${answer.body}\n`;
  let ok = false;
  try {
    ok = createVerify('RSA-SHA256')
      .update(message)
      .verify(platform.key, answer.signature, 'base64');
  } catch {
    ok = false;
  }
  return ok ? null : 'bad signature';
}

export type EncryptedResource = { ciphertext: string; nonce: string; associated_data?: string };

/** The resource's plaintext, or null when it does not decrypt (another key, or tampered with). */
export function decryptResource(resource: EncryptedResource, apiV3Key: Buffer): string | null {
  try {
    const data = Buffer.from(resource.ciphertext, 'base64');
    if (data.length <= GCM_TAG_BYTES) return null;
    const decipher = createDecipheriv('aes-256-gcm', apiV3Key, Buffer.from(resource.nonce));
    decipher.setAuthTag(data.subarray(data.length - GCM_TAG_BYTES));
    decipher.setAAD(Buffer.from(resource.associated_data ?? ''));
    const plain = Buffer.concat([
      decipher.update(data.subarray(0, data.length - GCM_TAG_BYTES)),
      decipher.final(),
    ]);
    return plain.toString('utf8');
  } catch {
    return null;
  }
}
