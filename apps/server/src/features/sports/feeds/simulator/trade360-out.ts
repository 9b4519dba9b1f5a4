import { fixtureStatus } from '@hanpan/core/sports/fixture-status';
import type { LiveIncident, SuspendReason } from '@hanpan/core/sports/live-incidents';
import { formatOdds } from '@hanpan/core/sports/odds';
import { LSPORTS_PERIOD, lsportsFullTimeCode, lsportsPeriodCode } from '@hanpan/core/sports/periods';
import { sportOf } from '@hanpan/core/sports/sports';
import { lsportsIncidentType } from '../trade360/live-incidents.ts';
import type {
  Trade360Bet,
  Trade360Event,
  Trade360Fixture,
  Trade360Livescore,
  Trade360Message,
} from '../trade360/messages.ts';
import type { SimFixture } from './fixtures.ts';
import type { MatchState } from './match-engine.ts';

/** A bet as the simulator last published it. */
export type PublishedBet = {
  id: string;
  marketId: number;
  name: string;
  line: number | null;
  baseLine: number | null;
  startPrice: number;
  price: number;
  status: 1 | 2 | 3;
  settlement?: number;
  lastUpdate: number;
};

const iso = (at: number): string => new Date(at).toISOString();

/** A line as the feed writes it: '2.5', '-1.0', '0.25' (quarter lines keep two decimals). */
export function formatLine(line: number): string {
  const value = line === 0 ? 0 : line;
  return Number.isInteger(value * 2) ? value.toFixed(1) : value.toFixed(2);
}

/** A stable 64-bit bet id (as text) from the fixture, market, base line and pick position. */
export function betIdOf(
  fixtureId: number,
  marketId: number,
  baseLine: number | null,
  pickIndex: number,
): string {
  const lineCode = baseLine === null ? 0 : Math.round(baseLine * 4) + 5000;
  return (
    BigInt(fixtureId) * 1_000_000_000n +
    BigInt(marketId * 100_000 + lineCode * 10 + pickIndex)
  ).toString();
}

/** The fixture metadata of an event. */
export function fixtureOut(fixture: SimFixture, status: number, lastUpdate: number): Trade360Fixture {
  const sport = sportOf(fixture.league.sportId);
  return {
    Sport: { Id: sport.lsportsId ?? 0, Name: sport.nameEn },
    Location: { Id: fixture.league.region.id, Name: fixture.league.region.name },
    League: { Id: fixture.league.id, Name: fixture.league.name },
    StartDate: iso(fixture.startAt),
    LastUpdate: iso(lastUpdate),
    Status: status,
    Participants: [
      { Id: fixture.home.id, Name: fixture.home.name, Position: '1' },
      { Id: fixture.away.id, Name: fixture.away.name, Position: '2' },
    ],
  };
}

const results = (home: number, away: number) => [
  { Position: '1', Value: String(home) },
  { Position: '2', Value: String(away) },
];

/**
 * The LSports code of the scoreboard's current period: the period in play, 80 between periods, 100-102
 * once finished, as TRADE360 sends them (so the adapter's mapping is exercised).
 */
function currentPeriodCode(sportId: number, state: MatchState): number | undefined {
  if (state.status === fixtureStatus.finished) return lsportsFullTimeCode(sportId, state.period);
  if (state.periods.at(-1)?.isFinished) return LSPORTS_PERIOD.breakTime;
  return lsportsPeriodCode(sportId, state.period) ?? undefined;
}

/** A timeline entry as an LSports incident of its period (the score after a goal in Results). */
function incidentOut(incident: LiveIncident) {
  return {
    IncidentType: lsportsIncidentType[incident.kind as keyof typeof lsportsIncidentType],
    ...(incident.clockSeconds === null ? {} : { Seconds: incident.clockSeconds }),
    ParticipantPosition: String(incident.side),
    ...(incident.score ? { Results: results(incident.score.home, incident.score.away) } : {}),
  };
}

/** Yellow and red cards by side as LSports statistics (soccer); none for other sports. */
function statisticsOut(state: MatchState) {
  if (!state.redCards) return {};
  const count = (kind: LiveIncident['kind'], side: 1 | 2) =>
    state.incidents.filter((incident) => incident.kind === kind && incident.side === side).length;
  return {
    Statistics: [
      {
        Type: lsportsIncidentType.yellowCard,
        Results: results(count('yellowCard', 1), count('yellowCard', 2)),
      },
      { Type: lsportsIncidentType.redCard, Results: results(state.redCards.home, state.redCards.away) },
    ],
  };
}

/**
 * The live score of an event: scoreboard, periods by their LSports codes with their goals and cards as
 * incidents, and card statistics (soccer).
 */
export function livescoreOut(sportId: number, state: MatchState): Trade360Livescore {
  const current = currentPeriodCode(sportId, state);
  return {
    Scoreboard: {
      Status: state.status,
      ...(current === undefined ? {} : { CurrentPeriod: current }),
      // Sports without a clock (innings, sets, maps) send none, so the board shows the period alone.
      ...(state.feedClock === null ? {} : { Time: state.feedClock }),
      Results: results(state.score.home, state.score.away),
    },
    Periods: state.periods.map((period) => ({
      Type: lsportsPeriodCode(sportId, period.number) ?? period.number,
      IsFinished: period.isFinished,
      IsConfirmed: period.isFinished,
      Results: results(period.home, period.away),
      Incidents: state.incidents.filter((incident) => incident.period === period.number).map(incidentOut),
    })),
    ...statisticsOut(state),
  };
}

function betOut(bet: PublishedBet): Trade360Bet {
  return {
    Id: bet.id,
    Name: bet.name,
    ...(bet.line === null ? {} : { Line: formatLine(bet.line) }),
    ...(bet.baseLine === null ? {} : { BaseLine: formatLine(bet.baseLine) }),
    Status: bet.status,
    StartPrice: formatOdds(bet.startPrice),
    Price: formatOdds(bet.price),
    ...(bet.settlement === undefined ? {} : { Settlement: bet.settlement }),
    LastUpdate: iso(bet.lastUpdate),
    ProviderBetId: `${bet.marketId}:${bet.name}:${bet.baseLine ?? ''}`,
  };
}

/**
 * Bets grouped into their markets, markets and bets in a stable order; `reason` (while the markets are
 * suspended) goes on each market as its SuspensionReason.
 */
export function marketsOut(
  bets: readonly PublishedBet[],
  names: Record<number, string>,
  reason: SuspendReason | null = null,
): NonNullable<Trade360Event['Markets']> {
  const byMarket = new Map<number, PublishedBet[]>();
  for (const bet of bets) byMarket.set(bet.marketId, [...(byMarket.get(bet.marketId) ?? []), bet]);
  return [...byMarket].map(([marketId, list]) => ({
    Id: marketId,
    Name: names[marketId] ?? `Market ${marketId}`,
    ...(reason === null ? {} : { SuspensionReason: reason }),
    Bets: list.map(betOut),
  }));
}

/** Wraps events (or another body) into a TRADE360 message with its header. */
export function messageOut(
  type: number,
  seq: number,
  msgPrefix: string,
  at: number,
  body: Trade360Message['Body'],
): Trade360Message {
  return {
    Header: {
      Type: type,
      MsgId: `${msgPrefix}-${seq}`,
      MsgSeq: seq,
      CreationDate: iso(at),
      ServerTimestamp: at,
    },
    Body: body,
  } as Trade360Message;
}
