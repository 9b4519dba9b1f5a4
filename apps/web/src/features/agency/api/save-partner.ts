import type { AgencyPartnerSaveData, AgencyPartnerSaveRequest } from '@hanpan/core/api/agency';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, replyMessage } from '../../../lib/api-client.ts';
import { agencyQueryKeys } from './query-keys.ts';

/** What a save answered: done, or refused with the server's Korean message. */
export type AgencySaveResult = { isDone: true } | { isDone: false; message: string };

/** POST /api/agency/partners/save: create a sub-partner, set its rates or status, or move a member. */
export async function saveAgencyPartner(body: AgencyPartnerSaveRequest): Promise<AgencySaveResult> {
  const reply = await apiRequest<AgencyPartnerSaveData>('/agency/partners/save', { body });
  if (reply.code === 0) return { isDone: true };
  return { isDone: false, message: replyMessage(reply) ?? '저장하지 못했습니다.' };
}

/** Mutation of a sub-partner change; the area's lists are read again after it. */
export function useSaveAgencyPartner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAgencyPartner,
    onSuccess: () => client.invalidateQueries({ queryKey: agencyQueryKeys.all }),
  });
}
