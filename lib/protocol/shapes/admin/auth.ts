// Answer shapes of the console's auth calls (docs/admin-api.md).
import * as v from 'valibot';

import { OPERATOR_ROLES } from '@/lib/domain/admin/roles';
import { SESSION_STAGES } from '@/lib/domain/admin/sessions';

/** The signed-in operator, as the console's frame shows it. */
export const adminMe = v.object({
  id: v.number(),
  name: v.string(),
  role: v.picklist(OPERATOR_ROLES),
  totpEnrolled: v.boolean(),
  /** TOTP is required on this server (always with NODE_ENV=production). */
  totpRequired: v.boolean(),
  stage: v.picklist(SESSION_STAGES),
});
export type AdminMe = v.InferOutput<typeof adminMe>;

export const LOGIN_STATUSES = ['signed-in', 'totp', 'enrol'] as const;
export type LoginStatus = (typeof LOGIN_STATUSES)[number];

/**
 * signed-in: a full session. totp: the password was right, send it again with the code (no
 * session yet). enrol: a session that may only enrol TOTP. The token never reaches the browser:
 * the console's route handler moves it into the httpOnly cookie.
 */
export const adminLogin = v.object({
  status: v.picklist(LOGIN_STATUSES),
  token: v.optional(v.string()),
  me: v.optional(adminMe),
});
export type AdminLogin = v.InferOutput<typeof adminLogin>;

/** The secret to enrol, as text and as an otpauth:// URI for the QR code. */
export const totpEnrolment = v.object({ secret: v.string(), uri: v.string() });
export type TotpEnrolment = v.InferOutput<typeof totpEnrolment>;

export const adminDone = v.object({});
