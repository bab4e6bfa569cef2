'use client';
// The signed-in operator, for the screens inside the frame (what the nav shows, who may act).
import { createContext, useContext } from 'react';

import { roleMay } from '@/lib/domain/admin/roles';
import { adminCallNamed, type AdminCallName } from '@/lib/protocol/admin-call-table';
import type { AdminMe } from '@/lib/protocol/shapes/admin/auth';

export const AdminMeContext = createContext<AdminMe | null>(null);

export function useMe(): AdminMe {
  const me = useContext(AdminMeContext);
  if (!me) throw new Error('useMe outside the console frame');
  return me;
}

/** Whether the operator's role may make `call` (the origin checks it again, always). */
export function mayCall(me: AdminMe, call: AdminCallName): boolean {
  return roleMay(me.role, adminCallNamed(call).roles);
}
