import type { StaffLoginStep, StaffMe } from '@hanpan/core/api/staff';
import { staffCode } from '@hanpan/core/api/staff-codes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { refusalMessage, StaffCallError, staffRequest } from './staff-client.ts';

/** Where the staff member stands: logged in, half-way (TOTP still due), or logged out. */
export type StaffSession =
  | { status: 'in'; me: StaffMe }
  | { status: 'totp'; step: StaffLoginStep | null }
  | { status: 'out'; isExpired?: boolean };

/** Query key of the session probe. */
export const meQueryKey = ['staff', 'me'] as const;

/** Reads a TOTP step the server may attach to code 4 (so a reload mid-login can go on). */
function readStep(data: unknown): StaffLoginStep | null {
  const step = data as Partial<{ next: string; secret: string; otpauthUrl: string }> | undefined;
  if (step?.next === 'verify') return { next: 'verify' };
  if (step?.next === 'enroll' && typeof step.secret === 'string' && typeof step.otpauthUrl === 'string') {
    return { next: 'enroll', secret: step.secret, otpauthUrl: step.otpauthUrl };
  }
  return null;
}

/** POST /api/staff/me: the session probe. Code 99 = logged out, code 4 = the TOTP step is due. */
export async function getMe(): Promise<StaffSession> {
  const reply = await staffRequest<StaffMe>('me');
  if (reply.code === staffCode.ok && reply.data) return { status: 'in', me: reply.data };
  if (reply.code === staffCode.sessionGone) return { status: 'out' };
  if (reply.code === staffCode.totpRequired) return { status: 'totp', step: readStep(reply.data) };
  throw new StaffCallError(reply.code, refusalMessage(reply));
}

/** Query options of the session probe. */
export const meQueryOptions = queryOptions({ queryKey: meQueryKey, queryFn: getMe, staleTime: 60_000 });

/** The staff session. */
export function useStaffSession() {
  return useQuery(meQueryOptions);
}

/** The logged-in staff member; only for screens inside the logged-in shell. */
export function useStaffMe(): StaffMe {
  const { data } = useStaffSession();
  if (data?.status !== 'in') throw new Error('useStaffMe outside the logged-in shell');
  return data.me;
}
