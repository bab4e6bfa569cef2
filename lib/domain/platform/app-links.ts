// Where a recommended app's 下载 leads (docs/welfare-api.md "App links"): an operator's https link
// as it is, or a page the origin itself serves for the app (`/apps/<slug>`: the seeded demo apps,
// whose made-up download sites would fail), made absolute on the origin as browsers reach it.

/** The path of an app page the origin serves: /apps/ and a short lower-case slug. */
const APP_PAGE_PATH = /^\/apps\/[a-z0-9-]{1,40}$/;

export const APP_PAGE_PREFIX = '/apps/';

export const isAppPagePath = (url: string): boolean => APP_PAGE_PATH.test(url);

/** The link a browser opens for a stored `url`, `originBase` being the origin's public URL. */
export function appLinkFor(url: string, originBase: string): string {
  return isAppPagePath(url) ? `${originBase.replace(/\/+$/, '')}${url}` : url;
}
