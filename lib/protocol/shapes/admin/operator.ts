// Answer shapes of the console's operator calls (docs/admin-api.md).
import * as v from 'valibot';

import { OPERATOR_ROLES } from '@/lib/domain/admin/roles';

export const operatorRow = v.object({
  id: v.number(),
  name: v.string(),
  role: v.picklist(OPERATOR_ROLES),
  totpEnrolled: v.boolean(),
  disabled: v.boolean(),
  /** ISO 8601. */
  createdAt: v.string(),
});
export type OperatorRow = v.InferOutput<typeof operatorRow>;

export const operatorList = v.object({ items: v.array(operatorRow) });

/** The new operator and its one-time password, shown once and never stored in clear. */
export const operatorCreated = v.object({ operator: operatorRow, password: v.string() });
export type OperatorCreated = v.InferOutput<typeof operatorCreated>;

export const operatorDisabled = v.object({ operator: operatorRow });
