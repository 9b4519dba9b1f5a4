import {
  type CasinoGameList,
  type CasinoGamesRequest,
  type CasinoLaunchData,
  type CasinoLaunchRequest,
  type CasinoOpenGamesData,
  type CasinoRecentData,
  type CasinoRoundPage,
  type CasinoRoundsRequest,
  casinoCode,
  casinoText,
} from '@hanpan/core/api/casino';
import type { ApiReply, ReplyMessage } from '@hanpan/core/api/envelope';
import { kstDayPlus, kstDayStart } from '@hanpan/core/time/kst';
import { createToken, hashToken } from '../../lib/crypto/tokens.ts';
import type { Db } from '../../lib/db/database.ts';
import { AppError } from '../../lib/http/app-error.ts';
import { codeReply, okReply } from '../../lib/http/envelope.ts';
import {
  canMemberPlay,
  findCasinoGame,
  insertCasinoToken,
  listLobbyGames,
  listOpenTokens,
  listRecentGames,
  pageMemberRounds,
} from './member-repository.ts';
import { launchUrlOf, presentCasinoGame, presentMemberRound } from './present.ts';

/** How long a player token is good for bets. */
export const casinoTokenTtlMs = 4 * 60 * 60 * 1000;

const roundsPageSize = 20;
const recentLimit = 12;

const noGame = (): ApiReply<ReplyMessage> => codeReply(casinoCode.noGame, { message: casinoText.noGame });

/** The member's casino calls: the lobby's games, launch, recently played, open games and rounds. */
export function createCasinoService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  return {
    /** POST /api/casino/games (public): the playable games of a lobby with their providers. */
    async games(body: CasinoGamesRequest): Promise<ApiReply<CasinoGameList | ReplyMessage>> {
      const list = (await listLobbyGames(db, body.category)).map(presentCasinoGame);
      const providers = [...new Map(list.map((game) => [game.provider.code, game.provider])).values()];
      return okReply({ providers, list });
    },

    /**
     * POST /api/casino/launch: the member (active, not barred from betting) gets a player token for a
     * playable game, tied to the current login session (a logout ends its bets), good for 4 hours.
     */
    async launch(
      member: { id: number; tokenHash: string },
      body: CasinoLaunchRequest,
    ): Promise<ApiReply<CasinoLaunchData | ReplyMessage>> {
      const game = await findCasinoGame(db, body.gameId);
      if (!game || !game.isPlayable) return noGame();
      if (!(await canMemberPlay(db, member.id))) {
        return codeReply(casinoCode.cannotPlay, { message: casinoText.cannotPlay });
      }
      const token = createToken();
      const expiresAt = new Date(now().getTime() + casinoTokenTtlMs);
      await insertCasinoToken(db, {
        tokenHash: hashToken(token),
        memberId: member.id,
        sessionTokenHash: member.tokenHash,
        gameId: game.id,
        expiresAt,
      });
      return okReply({
        url: launchUrlOf(game.launchUrl, token, game.code),
        game: presentCasinoGame(game),
        expiresAt: expiresAt.toISOString(),
      });
    },

    /** POST /api/casino/recent: playable games the member played lately, newest first. */
    async recent(memberId: number): Promise<ApiReply<CasinoRecentData>> {
      const rows = await listRecentGames(db, memberId, recentLimit);
      return okReply({ list: rows.map(presentCasinoGame) });
    },

    /** POST /api/casino/open: the member's games with a live token. */
    async open(memberId: number): Promise<ApiReply<CasinoOpenGamesData>> {
      const tokens = await listOpenTokens(db, memberId, now());
      const list: CasinoOpenGamesData['list'] = [];
      for (const token of tokens) {
        const game = await findCasinoGame(db, token.gameId);
        if (!game?.isPlayable) continue;
        list.push({
          game: presentCasinoGame(game),
          openedAt: token.openedAt.toISOString(),
          expiresAt: token.expiresAt.toISOString(),
        });
      }
      return okReply({ list });
    },

    /** POST /api/casino/rounds: a page of the member's rounds of one lobby, KST dates inclusive. */
    async rounds(memberId: number, body: CasinoRoundsRequest): Promise<ApiReply<CasinoRoundPage>> {
      const { category, page, from, until } = body;
      if ((from === undefined) !== (until === undefined) || (from && until && from > until)) {
        throw new AppError('invalidInput');
      }
      const { rows, total } = await pageMemberRounds(db, memberId, {
        category,
        from: from ? kstDayStart(from) : null,
        until: until ? kstDayStart(kstDayPlus(until, 1)) : null,
        offset: (page - 1) * roundsPageSize,
        limit: roundsPageSize,
      });
      return okReply({ list: rows.map(presentMemberRound), total, page, pageSize: roundsPageSize });
    },
  };
}

/** The member's casino calls. */
export type CasinoService = ReturnType<typeof createCasinoService>;
