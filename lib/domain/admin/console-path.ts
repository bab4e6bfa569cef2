// Where the operator console lives in the web app (issue 41 item 1): its pages under /admin and
// its calls under /admin/api. The root layout renders these pages without the H5 shell.

export const CONSOLE_PATH = '/admin';
export const CONSOLE_API_PATH = '/admin/api/';

export function isConsolePath(pathname: string | null | undefined): boolean {
  return pathname === CONSOLE_PATH || (pathname ?? '').startsWith(`${CONSOLE_PATH}/`);
}
