import type { AgencyJoinCodeSaveRequest } from '@hanpan/core/api/agency';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, replyMessage } from '../../../lib/api-client.ts';
import { agencyQueryKeys } from './query-keys.ts';
import type { AgencySaveResult } from './save-partner.ts';

/** POST /api/agency/joinCodes/save: a new code for a partner of the subtree, or a code switched off or on. */
export async function saveAgencyJoinCode(body: AgencyJoinCodeSaveRequest): Promise<AgencySaveResult> {
  const reply = await apiRequest('/agency/joinCodes/save', { body });
  if (reply.code === 0) return { isDone: true };
  return { isDone: false, message: replyMessage(reply) ?? '저장하지 못했습니다.' };
}

/** Mutation of a join code change; the codes are read again after it. */
export function useSaveAgencyJoinCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAgencyJoinCode,
    onSuccess: () => client.invalidateQueries({ queryKey: agencyQueryKeys.all }),
  });
}
