import type { StaffLoginStep } from '@hanpan/core/api/staff';
import { staffCode } from '@hanpan/core/api/staff-codes';
import { useMutation } from '@tanstack/react-query';
import { refusalMessage, StaffCallError, staffRequest } from '../../../lib/staff-client.ts';

/** The password step's input. */
export type StaffLoginInput = { loginId: string; password: string };

/** POST /api/staff/login: the password step; the reply says whether to enrol TOTP or enter a code. */
export async function login(input: StaffLoginInput): Promise<StaffLoginStep> {
  const reply = await staffRequest<StaffLoginStep>('login', input);
  // Code 4 is how some servers answer a right password ("TOTP still due"); both carry the step.
  if ((reply.code === staffCode.ok || reply.code === staffCode.totpRequired) && reply.data?.next) {
    return reply.data;
  }
  throw new StaffCallError(reply.code, refusalMessage(reply));
}

/** Mutation of the password step. */
export function useLogin() {
  return useMutation({ mutationFn: login });
}
