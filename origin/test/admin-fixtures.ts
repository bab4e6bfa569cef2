// Console calls the way its route handler makes them (docs/admin-api.md "The two hops"): signed
// POSTs to /admin/<call> with the operator's token and the browser's address.
import { ADMIN_USER_AGENT } from '@/lib/protocol/admin-call';

import { totpCodeAt } from '../services/admin/totp';
import { totpCounter } from '@/lib/domain/admin/totp';
import type { Harness } from './harness';

export type AdminResult = {
  status: number;
  code: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test asserts the shape it reads
  data: any;
  tip: string;
  msg: string;
};

export type AdminCallOptions = {
  body?: unknown;
  token?: string;
  ip?: string;
  nonce?: string;
  /** Leave out x-api-key (an unsigned request). */
  unsigned?: boolean;
  /** A multipart body (an upload chunk) instead of JSON. */
  form?: FormData;
};

export async function adminCall(
  h: Harness,
  path: string,
  o: AdminCallOptions = {},
): Promise<AdminResult> {
  const url = `/admin/${path}`;
  const headers: Record<string, string> = {
    'x-user-agent': ADMIN_USER_AGENT,
  };
  // A form sets its own multipart content type (with the boundary).
  if (!o.form) headers['content-type'] = 'application/json';
  if (o.token) headers.authorization = o.token;
  if (!o.unsigned)
    headers['x-api-key'] = await h.apiKeyFor(url, {
      token: o.token,
      userAgent: ADMIN_USER_AGENT,
      nonce: o.nonce,
    });
  if (o.ip) headers['x-real-ip'] = o.ip;
  const res = await h.app.request(url, {
    method: 'POST',
    headers,
    body: o.form ?? JSON.stringify(o.body ?? {}),
  });
  const envelope = (await res.json()) as Omit<AdminResult, 'status'>;
  return { status: res.status, ...envelope };
}

export const DEMO_PASSWORD = 'admin123456';

/** Logs a demo operator in (no TOTP) and answers its session token. */
export async function adminLogin(h: Harness, name = 'admin', ip = '10.0.0.1'): Promise<string> {
  const r = await adminCall(h, 'auth/login', { body: { name, password: DEMO_PASSWORD }, ip });
  if (r.code !== 200 || !r.data.token) throw new Error(`admin login failed: ${r.code} ${r.tip}`);
  return r.data.token as string;
}

/** The code an authenticator app shows for `secret` at the harness's clock. */
export function totpNow(h: Harness, secret: string): string {
  return totpCodeAt(secret, totpCounter(h.clock.ms));
}
