import type { CasinoRoundStatus } from '@hanpan/core/api/casino';
import type { StaffCasinoRoundPage } from '@hanpan/core/api/staff-casino';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';
import { casinoQueryKey } from './query-keys.ts';

/** Body of rounds. */
export type CasinoRoundsFilter = {
  /** A short round number ('#1234') or the provider's round id: that round, whatever the dates. */
  round?: string;
  memberLoginId?: string;
  gameId?: number;
  status?: CasinoRoundStatus;
  from: string;
  until: string;
  page: number;
};

/** POST /api/staff/casino/rounds: a page of rounds, of a member or game, newest first. */
export function useCasinoRounds(filter: CasinoRoundsFilter) {
  return useQuery({
    queryKey: [...casinoQueryKey, 'rounds', filter],
    queryFn: () => staffCall<StaffCasinoRoundPage>('casino/rounds', filter),
    placeholderData: keepPreviousData,
  });
}
