'use client';
// The user a console page shows, for its sub-tab panels (SubTabs mounts a panel without props).
import { createContext, useContext } from 'react';

export const UserIdContext = createContext<number | null>(null);

export function useUserId(): number {
  const id = useContext(UserIdContext);
  if (id === null) throw new Error('useUserId outside a user page');
  return id;
}
