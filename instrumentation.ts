// Next runs register() once per server process before it serves a request (instrumentation.ts).
// The BFF's hook on Node's HTTP server records what its route handler cannot see otherwise:
// the socket's peer address and methods Next cannot hand a route (lib/bff/node-request-hook.ts).
export async function register(): Promise<void> {
  // The edge runtime (middleware) has no Node HTTP server to hook.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { installRequestHook } = await import('@/lib/bff/node-request-hook');
  installRequestHook();
}
