import type { BetLimitData, OddsChangePreference, OddsChangePreferenceData } from '@hanpan/core/api/betting';
import type { ApiReply } from '@hanpan/core/api/envelope';
import { replyCode } from '@hanpan/core/api/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { betLimitQueryOptions } from './get-bet-limit.ts';

/** POST /api/bet/preference: saves the member's answer to a moved price. */
export function setBetPreference(
  oddsChange: OddsChangePreference,
): Promise<ApiReply<OddsChangePreferenceData>> {
  return apiRequest('/bet/preference', { body: { oddsChange } });
}

/** Mutation of the preference; the saved value goes into the cached limits at once. */
export function useSetBetPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBetPreference,
    onSuccess: (reply) => {
      if (reply.code !== replyCode.ok || !reply.data) return;
      const { oddsChange } = reply.data;
      queryClient.setQueryData<BetLimitData>(betLimitQueryOptions(true).queryKey, (current) =>
        current ? { ...current, oddsChange } : current,
      );
    },
  });
}
