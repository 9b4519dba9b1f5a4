import type { CasinoGameKind, CasinoGameView } from '@hanpan/core/api/casino';

/** The lobby's filter: a provider code, a game kind ('all' for every one) and the typed search text. */
export type GameFilter = { provider: string | 'all'; kind: CasinoGameKind | 'all'; search: string };

/** The filter a lobby opens with. */
export const emptyGameFilter: GameFilter = { provider: 'all', kind: 'all', search: '' };

/** Text as the search compares it: Unicode-normalised (NFC), lower case, without spaces. */
export function normaliseSearch(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/g, '');
}

/** True when the game's Korean name (or its code) contains the search text, spaces ignored. */
export function matchesSearch(game: CasinoGameView, search: string): boolean {
  const needle = normaliseSearch(search);
  if (needle === '') return true;
  return normaliseSearch(game.name).includes(needle) || normaliseSearch(game.code).includes(needle);
}

/** The games that pass the provider chip, the kind chip and the search, in the server's order. */
export function filterGames(games: readonly CasinoGameView[], filter: GameFilter): CasinoGameView[] {
  return games.filter(
    (game) =>
      (filter.provider === 'all' || game.provider.code === filter.provider) &&
      (filter.kind === 'all' || game.kind === filter.kind) &&
      matchesSearch(game, filter.search),
  );
}

/** The kinds present among the games, in the contract's order (the lobby's kind chips). */
export function kindsOf(
  games: readonly CasinoGameView[],
  order: readonly CasinoGameKind[],
): CasinoGameKind[] {
  const present = new Set(games.map((game) => game.kind));
  return order.filter((kind) => present.has(kind));
}

/** How many games each chip would show with the rest of the filter kept (its count badge). */
export function countByKind(
  games: readonly CasinoGameView[],
  filter: GameFilter,
): Partial<Record<CasinoGameKind | 'all', number>> {
  const counts: Partial<Record<CasinoGameKind | 'all', number>> = {};
  const shown = filterGames(games, { ...filter, kind: 'all' });
  counts.all = shown.length;
  for (const game of shown) counts[game.kind] = (counts[game.kind] ?? 0) + 1;
  return counts;
}

/** A lobby chip choice as URL parameters ('all' and absent chips left out). */
export function chipParams(chips: { provider?: string; kind?: CasinoGameKind | 'all' }): URLSearchParams {
  const params = new URLSearchParams();
  if (chips.provider && chips.provider !== 'all') params.set('provider', chips.provider);
  if (chips.kind && chips.kind !== 'all') params.set('kind', chips.kind);
  return params;
}

/** The lobby link that opens it filtered to one provider or one kind (the left column's links). */
export function lobbyFilterPath(path: string, chips: { provider?: string; kind?: CasinoGameKind }): string {
  const query = chipParams(chips).toString();
  return query ? `${path}?${query}` : path;
}

/** The provider and kind chips a lobby URL asks for; unknown values read as 'all'. */
export function chipsOfParams(
  params: URLSearchParams,
  kinds: readonly CasinoGameKind[],
): Pick<GameFilter, 'provider' | 'kind'> {
  const kind = kinds.find((known) => known === params.get('kind')) ?? 'all';
  return { provider: params.get('provider') || 'all', kind };
}
