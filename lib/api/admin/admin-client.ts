// The console's calls from the browser: POST /admin/api/<call> with JSON (same origin, the
// session in its httpOnly cookie), answered by the envelope. Never /api/app (docs/admin-api.md).
import { CONSOLE_API_PATH } from '@/lib/domain/admin/console-path';
import type {
  AdminCallInput,
  AdminCallName,
  AdminCallOutput,
} from '@/lib/protocol/admin-call-table';
import { CODES, TIPS } from '@/lib/protocol/codes';

/** A refusal or failure, with the Chinese tip to show. */
export class AdminCallError extends Error {
  readonly code: number;
  readonly tip: string;
  constructor(code: number, tip: string) {
    super(tip);
    this.name = 'AdminCallError';
    this.code = code;
    this.tip = tip;
  }
  /** The session is missing, ended or idle: the console shows its login. */
  get signedOut(): boolean {
    return this.code === CODES.sessionInvalid;
  }
}

export async function adminCall<N extends AdminCallName>(
  name: N,
  input: AdminCallInput<N>,
): Promise<AdminCallOutput<N>> {
  let res: Response;
  try {
    res = await fetch(`${CONSOLE_API_PATH}${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
      credentials: 'same-origin',
    });
  } catch {
    throw new AdminCallError(0, TIPS.network);
  }
  let envelope: { code?: unknown; data?: unknown; tip?: unknown };
  try {
    envelope = (await res.json()) as typeof envelope;
  } catch {
    throw new AdminCallError(CODES.originError, TIPS.badResponse);
  }
  if (typeof envelope.code !== 'number') throw new AdminCallError(5000, TIPS.badResponse);
  if (envelope.code !== CODES.ok)
    throw new AdminCallError(
      envelope.code,
      typeof envelope.tip === 'string' && envelope.tip ? envelope.tip : TIPS.badResponse,
    );
  return envelope.data as AdminCallOutput<N>;
}
