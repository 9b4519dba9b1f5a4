import type { ApiReply } from '@hanpan/core/api/envelope';
import { minigameCode } from '@hanpan/core/api/minigames';
import { virtualText } from '@hanpan/core/api/staff-virtual';
import type { LeagueRow, VirtualLeagueData } from '@hanpan/core/api/virtual';
import { virtualGameOf } from '@hanpan/core/minigames/catalogue';
import type { Db } from '../../lib/db/database.ts';
import { codeReply, okReply } from '../../lib/http/envelope.ts';
import { readTeams, type TeamRow } from './virtual-roster-repository.ts';

/** A team's table row as the league shows it. */
export function presentLeagueRow(row: TeamRow): LeagueRow {
  return {
    teamId: row.id,
    name: row.name,
    short: row.short,
    played: row.played,
    won: row.won,
    drawn: row.drawn,
    lost: row.lost,
    scored: row.scored,
    conceded: row.conceded,
    points: row.points,
    form: row.form,
  };
}

/** The public virtual reads beside the round calls: a league's table. */
export type VirtualService = {
  league(gameType: number): Promise<ApiReply<VirtualLeagueData | { message: string }>>;
};

/** Builds the public virtual reads. */
export function createVirtualService({ db }: { db: Db }): VirtualService {
  return {
    async league(gameType) {
      const game = virtualGameOf(gameType);
      if (game?.kind !== 'soccer' && game?.kind !== 'basketball') {
        return codeReply(minigameCode.invalidInput, { message: virtualText.notLeague });
      }
      const rows = await readTeams(db, game.kind);
      return okReply({ list: rows.map(presentLeagueRow) });
    },
  };
}
