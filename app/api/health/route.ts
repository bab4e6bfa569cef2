// GET /api/health – liveness of the web tier alone (no origin call): load balancers, and the framework's floor in `npm run bench`.
export function GET() {
  return Response.json(
    { code: 200, data: { ok: true }, tip: '', msg: 'ok' },
    { headers: { 'cache-control': 'no-store' } },
  );
}
