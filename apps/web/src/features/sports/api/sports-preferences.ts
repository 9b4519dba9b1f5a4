import type { ApiReply } from '@hanpan/core/api/envelope';
import { replyCode } from '@hanpan/core/api/envelope';
import {
  defaultSportsView,
  maxFavouriteLeagues,
  type SportsPreferencesData,
  type SportsView,
  sportsPreferencesText,
  sportsViews,
} from '@hanpan/core/api/sports-preferences';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { showAlert } from '../../../lib/alert-store.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { selectIsMember, useUserStore } from '../../../lib/user-store.ts';
import { sportsQueryKeys } from './query-keys.ts';

// A member's view and starred leagues live on the server (the same on every device); a visitor's
// in this browser only. Pages use useSportsPreferences() and never ask which one they have.

/** The localStorage key of a visitor's preferences. */
export const visitorPreferencesKey = 'hanpan-sports-preferences';

const preferencesKey = [...sportsQueryKeys.all, 'preferences'] as const;

/** The reply's data, or an error carrying the reply's Korean message. */
function preferencesOf(reply: ApiReply<SportsPreferencesData>): SportsPreferencesData {
  if (reply.code !== replyCode.ok || !reply.data) {
    const message = (reply.data as { message?: unknown } | undefined)?.message;
    throw new Error(typeof message === 'string' ? message : sportsPreferencesText.invalid);
  }
  return reply.data;
}

/** POST /api/sports/preferences: the member's preferences; a view given is saved first. */
export async function getSportsPreferences(view?: SportsView): Promise<SportsPreferencesData> {
  return preferencesOf(await apiRequest('/sports/preferences', { body: view ? { view } : {} }));
}

/** POST /api/sports/favourite: stars or un-stars a league for the member. */
export async function setFavouriteLeague(
  leagueId: number,
  isFavourite: boolean,
): Promise<SportsPreferencesData> {
  return preferencesOf(await apiRequest('/sports/favourite', { body: { leagueId, isFavourite } }));
}

/** Query options of the member's preferences. */
export function sportsPreferencesQueryOptions() {
  return queryOptions({ queryKey: preferencesKey, queryFn: () => getSportsPreferences(), staleTime: 60_000 });
}

const noStorage: StateStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };

type VisitorPreferences = SportsPreferencesData & {
  setView: (view: SportsView) => void;
  setFavourite: (leagueId: number, isFavourite: boolean) => void;
};

const isView = (value: unknown): value is SportsView => sportsViews.includes(value as SportsView);

/** A visitor's preferences, kept in localStorage. */
export const useVisitorPreferences = create<VisitorPreferences>()(
  persist(
    (set) => ({
      view: defaultSportsView,
      favouriteLeagueIds: [],
      setView: (view) => set({ view }),
      setFavourite: (leagueId, isFavourite) =>
        set((state) => {
          const rest = state.favouriteLeagueIds.filter((id) => id !== leagueId);
          return { favouriteLeagueIds: isFavourite ? [...rest, leagueId] : rest };
        }),
    }),
    {
      name: visitorPreferencesKey,
      version: 1,
      storage: createJSONStorage(() => (typeof localStorage === 'undefined' ? noStorage : localStorage)),
      partialize: ({ view, favouriteLeagueIds }) => ({ view, favouriteLeagueIds }),
      // Whatever another tab or an old build left is checked, never trusted.
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<SportsPreferencesData>;
        const ids = Array.isArray(stored.favouriteLeagueIds)
          ? stored.favouriteLeagueIds.filter((id) => Number.isSafeInteger(id) && id > 0)
          : [];
        return {
          ...current,
          view: isView(stored.view) ? stored.view : defaultSportsView,
          favouriteLeagueIds: [...new Set(ids)].slice(0, maxFavouriteLeagues),
        };
      },
    },
  ),
);

/** What a sports page needs of the preferences. */
export type SportsPreferences = SportsPreferencesData & {
  /** Shows the view at once and saves it (the member's on the server). */
  setView: (view: SportsView) => void;
  /** Stars or un-stars a league; a refused star (over the limit) shows the server's message. */
  setFavourite: (leagueId: number, isFavourite: boolean) => void;
  isFavourite: (leagueId: number) => boolean;
};

/** The view and starred leagues of whoever is looking: a member's from the server, a visitor's from this browser. */
export function useSportsPreferences(): SportsPreferences {
  const isMember = useUserStore(selectIsMember);
  const visitor = useVisitorPreferences();
  const queryClient = useQueryClient();
  const { data } = useQuery({ ...sportsPreferencesQueryOptions(), enabled: isMember });
  const save = useMutation({
    mutationFn: (change: { view: SportsView } | { leagueId: number; isFavourite: boolean }) =>
      'view' in change
        ? getSportsPreferences(change.view)
        : setFavouriteLeague(change.leagueId, change.isFavourite),
    onMutate: (change) => {
      const previous = queryClient.getQueryData<SportsPreferencesData>(preferencesKey);
      if (previous) {
        queryClient.setQueryData<SportsPreferencesData>(preferencesKey, {
          view: 'view' in change ? change.view : previous.view,
          favouriteLeagueIds:
            'view' in change
              ? previous.favouriteLeagueIds
              : change.isFavourite
                ? [...previous.favouriteLeagueIds.filter((id) => id !== change.leagueId), change.leagueId]
                : previous.favouriteLeagueIds.filter((id) => id !== change.leagueId),
        });
      }
      return { previous };
    },
    onSuccess: (saved) => queryClient.setQueryData(preferencesKey, saved),
    onError: (error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(preferencesKey, context.previous);
      void showAlert({ message: error instanceof Error ? error.message : sportsPreferencesText.invalid });
    },
  });

  const current: SportsPreferencesData = isMember
    ? (data ?? { view: visitor.view, favouriteLeagueIds: [] })
    : { view: visitor.view, favouriteLeagueIds: visitor.favouriteLeagueIds };
  return {
    ...current,
    setView: (view) => {
      visitor.setView(view);
      if (isMember) save.mutate({ view });
    },
    setFavourite: (leagueId, isFavourite) => {
      if (isMember) save.mutate({ leagueId, isFavourite });
      else if (isFavourite && visitor.favouriteLeagueIds.length >= maxFavouriteLeagues)
        void showAlert({ message: sportsPreferencesText.tooManyFavourites });
      else visitor.setFavourite(leagueId, isFavourite);
    },
    isFavourite: (leagueId) => current.favouriteLeagueIds.includes(leagueId),
  };
}
