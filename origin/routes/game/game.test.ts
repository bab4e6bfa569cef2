// game/login and the demo game centre, through the app: a guest's link opens the centre with
// their name under a nonce'd CSP; a forged, another user's, expired or missing ticket is 403.
import { randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { GAME_TICKET_SECONDS, TIP_GAME_TICKET_EXPIRED } from '@/lib/domain/game/game';

import { users } from '../../db/schema/users';
import { escapeHtml } from '../../http/html';
import { ensureServiceIdentity } from '../../services/platform/service-identity';
import { createHarness, type Harness } from '../../test/harness';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

let tdb: TestDb;
let h: Harness;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createHarness(tdb.db, { config: { guestPerIpPerMinute: 10_000 } });
}, DB_HOOK_TIMEOUT_MS);
beforeEach(async () => {
  await tdb.reset();
  h.reset();
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

const login = async (token?: string) => h.call('game/login', { token, body: {} });
/** The centre's path and query, as a frame would ask for it. */
const centrePath = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};
const open = (path: string) => h.app.request(`http://origin.test${path}`);
/** Both answers (the centre and the refusal) carry the whole policy under one fresh nonce. */
const expectPageHeaders = (res: Response): string => {
  const csp = res.headers.get('content-security-policy') ?? '';
  const nonce = /script-src 'nonce-([A-Za-z0-9+/_-]{16,}={0,2})'/.exec(csp)?.[1] ?? '';
  expect(csp).toBe(
    `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; img-src data:; base-uri 'none'; form-action 'none'`,
  );
  expect(res.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8/);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  return nonce;
};

describe('game/login', () => {
  it('gives a guest a link into the centre on the public URL, valid five minutes', async () => {
    const me = await h.guest();
    const r = await login(me.token);
    expect(r.code).toBe(200);
    expect(r.data.url.startsWith(`${h.config.publicUrl.replace(/\/+$/, '')}/games/?ticket=`)).toBe(
      true,
    );
    expect(r.data.expiresAt).toBe(Math.floor(h.clock.ms / 1000) + GAME_TICKET_SECONDS);
  });

  it('needs a session, and is refused to the web server’s identity', async () => {
    expect((await login()).code).toBe(1000);
    const service = randomBytes(32).toString('base64url');
    await ensureServiceIdentity(tdb.db, service, h.clock.ms);
    expect((await login(service)).code).toBe(4030);
  });
});

describe('the game centre', () => {
  it('shows the ticket’s player and the game, under a CSP whose nonce the page uses', async () => {
    const me = await h.guest();
    const res = await open(centrePath((await login(me.token)).data.url));
    expect(res.status).toBe(200);
    const nonce = expectPageHeaders(res);
    const html = await res.text();
    expect(html).toContain('<title>游戏中心</title>');
    expect(html).toContain(`玩家：游客${me.id}`);
    expect(html).toContain('重新开始');
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html).toContain(`<style nonce="${nonce}">`);
    // Only the nonce'd pair: any other inline script or style would be blocked anyway.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<style/g)).toHaveLength(1);
    const again = await open(centrePath((await login(me.token)).data.url));
    expect(expectPageHeaders(again)).not.toBe(nonce);
  });

  it('escapes the player’s name in the page', async () => {
    // The nickname rules refuse <, so the row is written directly: the page must not trust them.
    const me = await h.guest();
    const name = `<script>alert("x")</script>&'`;
    await tdb.db.update(users).set({ nickname: name }).where(eq(users.id, me.id));
    const html = await (await open(centrePath((await login(me.token)).data.url))).text();
    expect(html).toContain(`玩家：${escapeHtml(name)}</p>`);
    expect(html).not.toContain('<script>alert');
  });

  it('escapes what a name could carry', () => {
    expect(escapeHtml(`<script>"x"&'y'</script>`)).toBe(
      '&#60;script&#62;&#34;x&#34;&#38;&#39;y&#39;&#60;/script&#62;',
    );
  });

  it('refuses a forged, another user’s, an expired or a missing ticket', async () => {
    const me = await h.guest();
    const other = await h.guest();
    const path = centrePath((await login(me.token)).data.url);
    const ticket = new URL(`http://x${path}`).searchParams.get('ticket')!;
    const [, expiry, sig] = ticket.split('.');
    const last = sig!.at(-1) === '0' ? '1' : '0';
    const refused = [
      `/games/?ticket=${ticket.slice(0, -1)}${last}`,
      `/games/?ticket=${other.id}.${expiry}.${sig}`,
      '/games/',
      '/games/?ticket=%3Cscript%3E',
    ];
    for (const bad of refused) {
      const res = await open(bad);
      expect(res.status, bad).toBe(403);
      expectPageHeaders(res);
      expect(await res.text(), bad).toContain(TIP_GAME_TICKET_EXPIRED);
    }
    h.clock.advance(GAME_TICKET_SECONDS - 1);
    expect((await open(path)).status).toBe(200);
    h.clock.advance(1);
    const expired = await open(path);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain(TIP_GAME_TICKET_EXPIRED);
  });
});
