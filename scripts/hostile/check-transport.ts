// Defects 11 and 12 of issue 34: a body between the BFF and the origin that no key authenticates
// (a signed request with a plain JSON body, straight to the origin, while encryption is on), and
// pages without security headers (any site could frame 立即支付).
import { encryptText, importAesKey } from '../../lib/protocol/cipher';
import {
  buildApiKeyHeader,
  importSignKey,
  newNonce,
  signRequestSync,
} from '../../lib/protocol/sign';
import { CAMERA_PATHS, REFERRER_POLICY } from '../../lib/shell/page-security';
import { newDeviceId, X_USER_AGENT, type Net } from './app-client';
import type { Context } from './context';
import { row, said, skipped, type Row } from './report';

type Signed = { status: number; code: number; tip: string; sealed: boolean; data: unknown };

/** A request signed as the BFF signs it (docs/protocol.md "Hop 2"), sealed or with a plain body. */
async function signedCall(
  ctx: Context,
  net: Net,
  path: string,
  body: Record<string, unknown>,
  options: { token?: string; seal: boolean },
): Promise<Signed> {
  const signKey = await importSignKey(ctx.env.SIGN_KEY!);
  const timestamp = Math.floor(Date.now() / 1000);
  const nonce = newNonce();
  const token = options.token ?? '';
  const s = signRequestSync(signKey, { token, path, userAgent: X_USER_AGENT, timestamp, nonce });
  const headers: Record<string, string> = {
    'x-api-key': buildApiKeyHeader({ t: timestamp, s, n: nonce }),
    'x-user-agent': X_USER_AGENT,
    'content-type': 'application/json',
    'x-real-ip': net.address,
  };
  if (token) headers.authorization = token;
  let text = JSON.stringify(body);
  if (options.seal) {
    headers['x-encrypted'] = '1';
    headers['x-key-version'] = ctx.env.KEY_VERSION ?? '1';
    text = JSON.stringify({
      data: await encryptText(await importAesKey(ctx.env.REQUEST_KEY!), text),
    });
  }
  const res = await net.fetch(`${ctx.originUrl}/api/app/${path}`, {
    method: 'POST',
    headers,
    body: text,
  });
  const answer = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  return {
    status: res.status,
    code: Number(answer.code ?? -1),
    tip: String(answer.tip ?? ''),
    sealed: answer.hash === true,
    data: answer.data,
  };
}

export async function checkPlainBodies(ctx: Context): Promise<Row[]> {
  const tried =
    'a signed request straight to the origin with a plain JSON body (START_ENCRYPT_HTTP on)';
  if (!ctx.env.SIGN_KEY || !ctx.env.REQUEST_KEY)
    return [
      skipped(
        '11',
        tried,
        `no SIGN_KEY / REQUEST_KEY in ${ctx.options.envFile} or the environment`,
      ),
    ];
  if (ctx.env.START_ENCRYPT_HTTP === '0')
    return [
      skipped(
        '11',
        tried,
        'this stack runs with START_ENCRYPT_HTTP=0: plain bodies are its setting',
      ),
    ];
  const net = ctx.net('transport-11');
  const devID = newDeviceId('d11');
  const plain = await signedCall(ctx, net, 'login/guest', { devID }, { seal: false });
  // The same request sealed: the signature and keys are right, only the plain body was refused.
  const sealed = await signedCall(ctx, net, 'login/guest', { devID }, { seal: true });
  const guest = await net.guest('d11b');
  const swapped = await signedCall(
    ctx,
    net,
    'user/info/modify',
    { intro: '被篡改的简介' },
    { token: guest.token, seal: false },
  );
  const info = await guest.call('user/info');
  const tampered = info.data?.intro === '被篡改的简介';
  return [
    row(
      '11',
      `${tried}: login/guest, and user/info/modify {intro} with a user's token`,
      `plain login/guest: ${said(plain)}; plain user/info/modify: ${said(swapped)}, intro changed: ${tampered}. Control: the same login sealed → ${sealed.code}${sealed.sealed ? ' (sealed answer)' : ''}`,
      plain.code === 4001 && swapped.code === 4001 && !tampered && sealed.code === 200,
    ),
  ];
}

/** Screens of every route group, the scan screen (camera) and a page that does not exist. */
const PAGES = [
  '/',
  '/home',
  '/lld',
  '/community',
  '/community/publish',
  '/mine',
  '/mine/recharge',
  '/mine/vip',
  '/mine/login',
  '/mine/setting',
  '/welfare',
  '/game',
  '/liveTv',
  '/ai/generate',
  '/subpage/search',
  '/play/longVideo?id=10001',
  CAMERA_PATHS[0]!,
  '/no-such-page',
];

/** What is wrong with a page's headers and HTML (nothing: []). */
function pageProblems(ctx: Context, page: string, headers: Headers, html: string): string[] {
  const problems: string[] = [];
  const csp = headers.get('content-security-policy') ?? '';
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
  const ancestors = (ctx.env.FRAME_ANCESTORS ?? '').trim();
  if (!nonce || !csp.includes(`'strict-dynamic'`)) problems.push('no nonce script-src');
  if (
    !/frame-ancestors [^;*]+/.test(csp) ||
    (!ancestors && !csp.includes(`frame-ancestors 'none'`))
  )
    problems.push('framing allowed');
  if (!ancestors && headers.get('x-frame-options') !== 'DENY')
    problems.push('no X-Frame-Options DENY');
  if (headers.get('x-content-type-options') !== 'nosniff') problems.push('no nosniff');
  if (headers.get('referrer-policy') !== REFERRER_POLICY) problems.push('no Referrer-Policy');
  const camera = CAMERA_PATHS.includes(page) ? 'camera=(self)' : 'camera=()';
  if (!(headers.get('permissions-policy') ?? '').includes(camera)) problems.push(`no ${camera}`);
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  const bare = scripts.filter((tag) => !nonce || !tag.includes(`nonce="${nonce}"`));
  if (bare.length) problems.push(`${bare.length}/${scripts.length} scripts without the nonce`);
  return problems;
}

export async function checkPageHeaders(ctx: Context): Promise<Row[]> {
  const net = ctx.net('pages-12');
  const results = [];
  for (const page of PAGES) {
    const res = await net.fetch(`${net.base}${page}`, { headers: { accept: 'text/html' } });
    const html = await res.text();
    const headers = new Headers();
    res.headers.forEach((value, name) => headers.set(name, value));
    results.push({
      page,
      status: res.status,
      headers,
      problems: pageProblems(ctx, page.split('?')[0]!, headers, html),
    });
  }
  const recharge = results.find((r) => r.page === '/mine/recharge')!;
  const framing = /frame-ancestors [^;]+/.exec(
    recharge.headers.get('content-security-policy') ?? '',
  )?.[0];
  const api = await net.get('ping/check');
  const apiCsp = api.headers.get('content-security-policy') ?? '(none)';
  const bad = results.filter((r) => r.problems.length > 0);
  return [
    row(
      '12',
      'GET /mine/recharge: may another site frame 立即支付?',
      `HTTP ${recharge.status}; X-Frame-Options: ${recharge.headers.get('x-frame-options') ?? '(none)'}; CSP ${framing ?? 'without frame-ancestors'}`,
      recharge.problems.length === 0,
    ),
    row(
      '12b',
      `${PAGES.length} pages (every route group, the scan screen, a 404) and one /api/app answer`,
      `${results.length - bad.length}/${results.length} with a nonce CSP on every <script>, no framing, nosniff, Referrer-Policy, camera only on the scan screen (HTTP ${[...new Set(results.map((r) => r.status))].join('/')})${bad.length ? `; wrong: ${bad.map((b) => `${b.page}: ${b.problems.join(', ')}`).join('; ')}` : ''}; API answer CSP: ${apiCsp} (${said(api)})`,
      bad.length === 0,
    ),
  ];
}
