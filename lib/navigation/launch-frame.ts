// Routes whose screen shows before the session exists, as its own launch screen: the server
// renders it from the config it fetched with the page (lib/bff/landing-config), and the boot
// gate keeps it inert, making no secure call, until config and login are done (§2). The look
// of a native launch screen (Apple's HIG: "nearly identical to the first screen of the app"),
// with the real announcement, banner and tabs in place of a logo. Only screens whose first
// render depends on nothing but the config (lib/shell/use-hydrated for the rest) may join.
export const LAUNCH_FRAME_ROUTES: readonly string[] = ['/home', '/lld'];

export function hasLaunchFrame(pathname: string | null | undefined): boolean {
  if (!pathname) return false;
  const bare = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return LAUNCH_FRAME_ROUTES.includes(bare);
}
