// The app as a browser (or an attacker with curl) reaches it: plain HTTP to <base>/api/app/…
// with the headers lib/api sends (X-User-Agent; Authorization once there is a token), JSON or
// multipart bodies, answers read as envelopes. Each Net is one loopback address: with
// BFF_TRUSTED_PROXY_HOPS=0 the BFF hands the socket's peer to the origin as x-real-ip, so
// 127.x.y.2 and 127.x.y.3 are two networks to every per-address rule.
import { randomBytes, randomInt } from 'node:crypto';

import { Agent, fetch, FormData, type Response } from 'undici';

import { buildXUserAgent } from '../../lib/domain/platform/user-agent';

/** What a phone's Chrome sends (lib/api/request-headers.ts). */
export const X_USER_AGENT = buildXUserAgent(
  {
    deviceType: 'phone',
    systemType: 'h5_android',
    browserName: 'Chrome',
    browserVersion: '131.0.0.0',
  },
  false,
);

export type Answer = {
  status: number;
  code: number;
  tip: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each check reads the shape it asked for
  data: any;
  headers: Headers;
  ms: number;
};

export type Upload = { bytes: Uint8Array; name: string };

const agents = new Map<string, Agent>();

function agentFor(localAddress: string): Agent {
  let agent = agents.get(localAddress);
  if (!agent) {
    // Long enough for a transcode-bound answer (an upload's last chunk waits for its probe).
    agent = new Agent({ localAddress, headersTimeout: 300_000, bodyTimeout: 300_000 });
    agents.set(localAddress, agent);
  }
  return agent;
}

export async function closeAgents(): Promise<void> {
  await Promise.all([...agents.values()].map((agent) => agent.close()));
  agents.clear();
}

/** A socket bound to 127.0.0.x cannot reach ::1: `localhost` is asked for as 127.0.0.1. */
export function ipv4Url(url: string): string {
  const parsed = new URL(url);
  if (parsed.hostname === 'localhost') parsed.hostname = '127.0.0.1';
  return parsed.toString().replace(/\/+$/, '');
}

/** An envelope from an answer's text; a body that is not one reads as code -1 with its start. */
function envelopeOf(status: number, text: string): Pick<Answer, 'code' | 'tip' | 'data'> {
  try {
    const body = JSON.parse(text) as { code?: unknown; tip?: unknown; data?: unknown };
    if (typeof body.code === 'number')
      return {
        code: body.code,
        tip: typeof body.tip === 'string' ? body.tip : '',
        data: body.data,
      };
  } catch {
    // not JSON
  }
  return { code: -1, tip: `HTTP ${status}: ${text.slice(0, 80)}`, data: null };
}

export const PASSWORD = 'Hostile12345';

/** A new account name: 4–20 letters and digits, no reserved word, no one else's look-alike. */
export const accountName = (letter: string) => `hx${letter}${randomInt(10_000_000, 99_999_999)}`;

export const newDeviceId = (label: string) => `hostile-${label}-${randomBytes(6).toString('hex')}`;

/** One network (a loopback address) talking to the web tier at `base`. */
export class Net {
  constructor(
    readonly base: string,
    readonly address: string,
  ) {}

  /**
   * Any request from this address (pages, playlists, the origin's pay pages). A request that
   * met a kept-alive socket the server had just closed is sent once more, as browsers do.
   */
  async fetch(url: string, init: Parameters<typeof fetch>[1] = {}): Promise<Response> {
    const send = () => fetch(url, { ...init, dispatcher: agentFor(this.address) });
    try {
      return await send();
    } catch (error) {
      const code = ((error as Error).cause as { code?: string } | undefined)?.code;
      if (code !== 'UND_ERR_SOCKET' && code !== 'ECONNRESET') throw error;
      return send();
    }
  }

  private async send(path: string, init: Parameters<typeof fetch>[1], token?: string) {
    const headers: Record<string, string> = { 'X-User-Agent': X_USER_AGENT };
    if (token) headers.Authorization = token;
    const start = performance.now();
    const res = await this.fetch(`${this.base}/api/app/${path}`, {
      ...init,
      headers: { ...headers, ...(init?.headers as Record<string, string> | undefined) },
    });
    const text = await res.text();
    const headersOut = new Headers();
    res.headers.forEach((value, name) => headersOut.set(name, value));
    return {
      status: res.status,
      ...envelopeOf(res.status, text),
      headers: headersOut,
      ms: performance.now() - start,
    };
  }

  /** A POST call with a JSON body, as ky sends it. */
  call(path: string, body: Record<string, unknown> = {}, token?: string): Promise<Answer> {
    return this.send(
      path,
      {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'Content-Type': 'application/json' },
      },
      token,
    );
  }

  /** A GET call (the table's GET calls: ping/check, the chunk test). */
  get(path: string, query: Record<string, string> = {}, token?: string): Promise<Answer> {
    const search = new URLSearchParams(query).toString();
    return this.send(`${path}${search ? `?${search}` : ''}`, { method: 'GET' }, token);
  }

  /** A multipart call: text fields and one file, as the uploader's FormData. */
  form(
    path: string,
    fields: Record<string, string | number>,
    file: Upload | null,
    token?: string,
  ): Promise<Answer> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
    if (file) form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
    return this.send(path, { method: 'POST', body: form }, token);
  }

  /** A fresh device's guest session (login/guest with a devID of its own). */
  async guest(label: string): Promise<Session> {
    const devID = newDeviceId(label);
    const r = await this.call('login/guest', { devID });
    if (r.code !== 200) throw new Error(`login/guest from ${this.address}: ${r.code} ${r.tip}`);
    return new Session(this, r.data.token, r.data.id, devID);
  }

  /** A new account, registered by a fresh guest of this network (the guest becomes it). */
  async account(label: string, name: string, password: string): Promise<Session> {
    const guest = await this.guest(label);
    const r = await guest.call('login/account/register', {
      account: name,
      password,
      devID: guest.devID,
    });
    if (r.code !== 200) throw new Error(`register ${name}: ${r.code} ${r.tip}`);
    return new Session(this, r.data.token, r.data.id, guest.devID);
  }
}

/** A device's session on a network: its token, user id and device id. */
export class Session {
  constructor(
    readonly net: Net,
    readonly token: string,
    readonly id: number,
    readonly devID: string,
  ) {}

  call(path: string, body: Record<string, unknown> = {}): Promise<Answer> {
    return this.net.call(path, body, this.token);
  }

  form(path: string, fields: Record<string, string | number>, file: Upload | null) {
    return this.net.form(path, fields, file, this.token);
  }

  /** The user's diamonds (§5 tenths) as user/info reports them. */
  async diamonds(): Promise<number> {
    const r = await this.call('user/info');
    if (r.code !== 200) throw new Error(`user/info: ${r.code} ${r.tip}`);
    return r.data.wallet?.diamonds ?? 0;
  }
}
