// Routes whose screen shows before the session exists, as its own launch screen: the server
// renders it from the config it fetched with the page (lib/bff/landing-config), and the boot
// gate keeps it inert, making no secure call, until config and login are done (§2). The look
// of a native launch screen (Apple's HIG: "nearly identical to the first screen of the app"),
// with the real announcement, banner and tabs in place of a logo. Only screens whose first
// render depends on nothing but the config and the URL (lib/shell/use-hydrated for the rest)
// may join. The player joins for its chain, not its look: hydrated during the login, its play
// info call waits in the API client and goes out the moment the token exists, instead of after
// the app's first render behind the splash (the poster, its largest paint, needs that call).
export const LAUNCH_FRAME_ROUTES: readonly string[] = [
  '/home',
  '/lld',
  '/play/longVideo',
  // Its heading, the wallet card and the check-in week are the page's largest text: at the first
  // paint instead of behind the splash (Lighthouse LCP 4.4–4.8 s: the lead, after the login).
  '/welfare',
  // Its header and category tabs at the first paint, and the first feed's call leaves with the
  // login instead of after the screen's code and first render behind the splash.
  '/community',
  // For its poster, as the long-video player: the channel's cover from the HTML, its live/home
  // call and its engine's code under way during the login.
  '/liveTv/livePlay',
];

export function hasLaunchFrame(pathname: string | null | undefined): boolean {
  if (!pathname) return false;
  const bare = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return LAUNCH_FRAME_ROUTES.includes(bare);
}
