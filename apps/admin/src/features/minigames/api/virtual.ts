import type { StaffRunner, StaffTeam, StaffVirtualMarkets } from '@hanpan/core/api/staff-virtual';
import type {
  StaffVirtualDailyReport,
  StaffVirtualDailyRequest,
  StaffVirtualMarketSettings,
} from '@hanpan/core/api/staff-virtual-report';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';
import { minigamesQueryKey } from './minigames.ts';

// The virtual games' own staff calls (issue 25); settings, events and void are the mini-game calls'.

const virtualKey = [...minigamesQueryKey, 'virtual'] as const;

/** POST /api/staff/virtual/markets: the next open event's markets with each margin and exact RTP. */
export function useVirtualMarkets(gameType: number) {
  return useQuery({
    queryKey: [...virtualKey, 'markets', gameType],
    queryFn: () => staffCall<StaffVirtualMarkets>('virtual/markets', { gameType }),
    retry: false,
  });
}

/** POST /api/staff/virtual/report/market-settings: each market's own margin and limits. */
export function useVirtualMarketSettings(gameType: number) {
  return useQuery({
    queryKey: [...virtualKey, 'market-settings', gameType],
    queryFn: () => staffCall<StaffVirtualMarketSettings>('virtual/report/market-settings', { gameType }),
  });
}

/** POST /api/staff/virtual/runners: the kennel or stable of a race game. */
export function useVirtualRunners(gameType: number, isEnabled: boolean) {
  return useQuery({
    queryKey: [...virtualKey, 'runners', gameType],
    queryFn: () => staffCall<{ list: StaffRunner[] }>('virtual/runners', { gameType }),
    enabled: isEnabled,
  });
}

/** POST /api/staff/virtual/teams: the league of a match game in table order. */
export function useVirtualTeams(gameType: number, isEnabled: boolean) {
  return useQuery({
    queryKey: [...virtualKey, 'teams', gameType],
    queryFn: () => staffCall<{ list: StaffTeam[] }>('virtual/teams', { gameType }),
    enabled: isEnabled,
  });
}

/** POST /api/staff/virtual/runners/save: a runner's rating with a reason (audited). */
export function useSaveRunner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; rating: number; reason: string }) =>
      staffCall<{ message: string }>('virtual/runners/save', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: virtualKey }),
  });
}

/** POST /api/staff/virtual/teams/save: a team's strengths with a reason (audited). */
export function useSaveTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; attack: number; defence: number; reason: string }) =>
      staffCall<{ message: string }>('virtual/teams/save', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: virtualKey }),
  });
}

/** POST /api/staff/virtual/report/daily: per KST day, game and market, GGR with both RTPs. */
export function useVirtualDailyReport(filter: StaffVirtualDailyRequest) {
  return useQuery({
    queryKey: [...virtualKey, 'daily', filter],
    queryFn: () => staffCall<StaffVirtualDailyReport>('virtual/report/daily', filter),
  });
}
