import type { ApiReply, ReplyMessage } from '@hanpan/core/api/envelope';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/user/sendSms: sends a join verification code (only when index2.useSms). */
export function sendSms(phoneNum: string): Promise<ApiReply<ReplyMessage>> {
  return apiRequest('/user/sendSms', { body: { phoneNum } });
}

/** Mutation that asks for an SMS code. */
export function useSendSms() {
  return useMutation({ mutationFn: sendSms });
}
