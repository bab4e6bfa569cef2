// Matches nothing. Without a proxy file of its own, this app (nested in the repo) picks up the
// repo's middleware.ts when Turbopack builds it, and the baseline would run our middleware.
import { NextResponse } from 'next/server';

export function proxy() {
  return NextResponse.next();
}

export const config = { matcher: ['/__hello-app-has-no-proxy'] };
