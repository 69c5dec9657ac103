import type { AccountStatus, Role } from '@/gql/graphql';

interface ViewerLike {
  role: Role;
  accountStatus?: AccountStatus | null;
}

/** Only students and teachers use the site; admins and managers work in the backend. */
export function isSiteMember(role: Role | null | undefined): boolean {
  return role === 'STUDENT' || role === 'TEACHER';
}

/** A student or teacher whose subscription ran out must renew before anything else (spec §4). */
export function isExpiredMember(viewer: ViewerLike | null | undefined): boolean {
  return !!viewer && isSiteMember(viewer.role) && viewer.accountStatus === 'EXPIRED';
}
