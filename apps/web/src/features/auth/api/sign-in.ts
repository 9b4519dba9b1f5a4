import type { SignRequest } from '@hanpan/core/api/auth';
import type { ApiReply } from '@hanpan/core/api/envelope';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/user/sign, form-encoded (spec section 7). Code 0 = signed in. */
export function signIn(request: SignRequest): Promise<ApiReply<{ message?: string }>> {
  return apiRequest('/user/sign', {
    form: { loginId: request.loginId, loginPassword: request.loginPassword },
  });
}

/** Mutation that signs in. */
export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
