import type { CasinoGameView, CasinoRoundView } from '@hanpan/core/api/casino';
import type { CasinoGameRow, MemberRoundRow } from './member-repository.ts';

/** A game as the lobby shows it. */
export const presentCasinoGame = (row: CasinoGameRow): CasinoGameView => ({
  id: row.id,
  code: row.code,
  name: row.name,
  provider: { code: row.providerCode, name: row.providerName },
  category: row.category,
  kind: row.kind,
  rtpBp: row.rtpBp,
});

/** A round as the member's history shows it. */
export const presentMemberRound = (row: MemberRoundRow): CasinoRoundView => ({
  id: String(row.id),
  round: row.round,
  game: { id: row.gameId, name: row.gameName, kind: row.kind, providerName: row.providerName },
  stake: Number(row.stake),
  win: Number(row.win),
  status: row.status,
  startedAt: row.startedAt.toISOString(),
  closedAt: row.closedAt?.toISOString() ?? null,
});

/** The URL the overlay's iframe loads: the provider's launch URL with the token, game and language. */
export function launchUrlOf(launchUrl: string, token: string, gameCode: string): string {
  const query = new URLSearchParams({ token, game: gameCode, lang: 'ko' }).toString();
  return `${launchUrl}${launchUrl.includes('?') ? '&' : '?'}${query}`;
}
