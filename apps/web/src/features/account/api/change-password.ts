import type { ChangePasswordRequest } from '@hanpan/core/api/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, replyMessage } from '../../../lib/api-client.ts';
import { accountQueryKeys } from './query-keys.ts';

/** Which password a form changes: the login one or the exchange one. */
export type PasswordKind = 'login' | 'exchange';

/** How a password change went: the server's Korean message either way. */
export type PasswordChangeOutcome = { isDone: boolean; message: string };

const pathOf: Record<PasswordKind, string> = {
  login: '/account/password',
  exchange: '/account/exchangePassword',
};

/** POST /api/account/password or /api/account/exchangePassword with the current and the new one. */
export async function changePassword(
  kind: PasswordKind,
  body: ChangePasswordRequest,
): Promise<PasswordChangeOutcome> {
  const reply = await apiRequest(pathOf[kind], { body });
  const message = replyMessage(reply);
  if (reply.code === 0) return { isDone: true, message: message ?? '변경했습니다.' };
  return { isDone: false, message: message ?? '변경하지 못했습니다.' };
}

/** Mutation of one password form; a login password change ends other sessions, so they are read again. */
export function useChangePassword(kind: PasswordKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => changePassword(kind, body),
    onSuccess: () => client.invalidateQueries({ queryKey: accountQueryKeys.sessions }),
  });
}
