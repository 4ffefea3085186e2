import { createContext, useContext } from 'react';
import type { StaffMe, StaffRole } from '../api/admin';

export interface Session {
  me: StaffMe;
  /** Replace the signed-in staff member (after a password change). */
  setMe: (me: StaffMe) => void;
  signOut: () => void;
}

export const SessionContext = createContext<Session | null>(null);

/** The signed-in staff member (only inside the signed-in back-office). */
export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession outside the signed-in back-office');
  return s;
}

/** Whether `me` may use an area: the owner may do everything; the others their roles' areas. */
export function hasRole(me: Pick<StaffMe, 'roles'>, ...roles: StaffRole[]): boolean {
  return me.roles.includes('owner') || roles.some((r) => me.roles.includes(r));
}

/** Whether the signed-in staff member may write the catalogue (owner, catalogue). */
export function useCanWriteCatalogue(): boolean {
  return hasRole(useSession().me, 'catalogue');
}
