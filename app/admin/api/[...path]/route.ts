// POST /admin/api/<call> – the operator console's calls, forwarded to the origin's /admin/*
// (lib/bff/admin-proxy.ts; docs/admin-api.md). Never through /api/app.
import { proxyAdminRequest } from '@/lib/bff/admin-proxy';

const handle = (request: Request) => proxyAdminRequest(request);
export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const DELETE = handle;
export const PATCH = handle;
