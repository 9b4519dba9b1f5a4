import { describe, expect, it } from 'vitest';
import { actBlackjack, blackjackResult, startBlackjack } from './blackjack.ts';
import { casinoRandom } from './fair.ts';
import { replayRound } from './verify.ts';

// Golden vectors: fixed seeds -> fixed outcomes, written out. Any change to the stream, the strips, the
// paytables, the deal or the rules breaks them (and would break every member's verification of past rounds).

const serverSeed = '5f1d3b2c9e8a7f6054433221100ffeeddccbbaa99887766554433221100abcde';
const seedsOf = (nonce: number) => ({ serverSeed, clientSeed: 'hanpan-golden', nonce });

const slotOf = (code: Parameters<typeof replayRound>[0], nonce: number, stake = 1000) => {
  const replay = replayRound(code, seedsOf(nonce), { stake });
  if (replay.outcome.game !== 'slot') throw new Error('not a slot');
  return replay.outcome.slot;
};

describe('golden vectors: slots', () => {
  it('when lucky-sevens rounds 0-6 are replayed, then the stops and wins are the published ones', () => {
    const rounds = [0, 1, 2, 3, 4, 5, 6].map((nonce) => slotOf('lucky-sevens', nonce));
    expect(rounds.map((round) => round.base.stops)).toEqual([
      [21, 0, 29],
      [18, 3, 17],
      [3, 17, 10],
      [7, 20, 21],
      [17, 28, 8],
      [20, 19, 10],
      [26, 10, 26],
    ]);
    expect(rounds.map((round) => round.win)).toEqual([0, 800, 0, 0, 0, 2200, 8200]);
    expect(rounds[6]!.base.lineWins).toEqual([
      { line: 0, symbol: 'plum', count: 3, win: 2000 },
      { line: 1, symbol: 'cherry', count: 3, win: 1000 },
      { line: 2, symbol: 'bell', count: 3, win: 5200 },
    ]);
  });

  it('when dragon-lines round 1 is replayed, then the wilds complete a jade line', () => {
    const round = slotOf('dragon-lines', 1);
    expect(round.base.stops).toEqual([18, 13, 11, 20, 3]);
    expect(round.base.window).toEqual([
      ['jade', 'fan', 'turtle'],
      ['wild', 'tiger', 'phoenix'],
      ['lantern', 'turtle', 'wild'],
      ['turtle', 'coin', 'fan'],
      ['phoenix', 'turtle', 'coin'],
    ]);
    expect(round.base.lineWins).toEqual([{ line: 17, symbol: 'jade', count: 3, win: 250 }]);
    expect(round.win).toBe(250);
    expect([5, 8].map((nonce) => slotOf('dragon-lines', nonce).win)).toEqual([3000, 1500]);
  });

  it('when ocean-free-spins round 27 is replayed, then three scatters award 10 free spins in the round', () => {
    const round = slotOf('ocean-free-spins', 27);
    expect(round.base.stops).toEqual([23, 22, 20, 12, 0]);
    expect(round.base).toMatchObject({ scatterCount: 3, scatterWin: 2000 });
    expect(round.freeSpins.map((spin) => spin.win)).toEqual([0, 0, 0, 0, 4000, 0, 0, 0, 0, 2400]);
    expect(round.win).toBe(8400);
    expect([1, 2, 5].map((nonce) => slotOf('ocean-free-spins', nonce).win)).toEqual([1000, 1700, 3000]);
  });
});

describe('golden vectors: tables', () => {
  it('when roulette rounds 7 and 8 are replayed, then the pockets are 13 and 29', () => {
    const bets = [
      { kind: 'straight', numbers: [13], amount: 100 },
      { kind: 'black', amount: 1000 },
    ];
    const replay = replayRound('roulette', seedsOf(7), { bets });
    expect(replay.outcome).toMatchObject({ game: 'roulette', pocket: 13 });
    expect(replay).toMatchObject({ stake: 1100, win: 3600 + 2000 });
    expect(replayRound('roulette', seedsOf(8), { bets }).outcome).toMatchObject({ pocket: 29 });
  });

  it('when baccarat rounds 7 and 8 are replayed, then the hands are the published ones', () => {
    const bets = [
      { kind: 'banker', amount: 1010 },
      { kind: 'player', amount: 500 },
    ];
    const first = replayRound('baccarat', seedsOf(7), { bets });
    expect(first.outcome).toMatchObject({
      hand: {
        player: [
          { rank: 8, suit: 'club' },
          { rank: 1, suit: 'heart' },
        ],
        banker: [
          { rank: 13, suit: 'diamond' },
          { rank: 11, suit: 'club' },
        ],
        playerTotal: 9,
        bankerTotal: 0,
        winner: 'player',
      },
    });
    expect(first.win).toBe(1000);
    const second = replayRound('baccarat', seedsOf(8), { bets });
    expect(second.outcome).toMatchObject({ hand: { playerTotal: 0, bankerTotal: 5, winner: 'banker' } });
    expect(second.win).toBe(1010 + 959);
  });

  it('when blackjack round 7 is replayed with its actions, then the split hands and dealer are the published ones', () => {
    const replay = replayRound('blackjack', seedsOf(7), {
      stake: 1000,
      actions: ['split', 'hit', 'stand', 'stand'],
    });
    if (replay.outcome.game !== 'blackjack') throw new Error('not blackjack');
    const { state, result } = replay.outcome;
    expect(state.hands.map((hand) => hand.cards.map((card) => card.rank))).toEqual([
      [8, 1, 10],
      [8, 6],
    ]);
    expect(state.dealer.map((card) => card.rank)).toEqual([1, 5, 10, 12]);
    expect(result).toMatchObject({ stake: 2000, win: 4000, dealerTotal: 26 });
  });
});

describe('replay', () => {
  it('when a blackjack hand is played step by step by the provider, then the replay gives the same hand', () => {
    for (let nonce = 0; nonce < 30; nonce += 1) {
      let state = startBlackjack(casinoRandom(seedsOf(nonce)), 2000);
      while (state.phase === 'player')
        state = actBlackjack(state, state.hands.length === 1 ? 'hit' : 'stand');
      const replay = replayRound('blackjack', seedsOf(nonce), { stake: 2000, actions: state.actions });
      expect(replay.outcome).toEqual({ game: 'blackjack', state, result: blackjackResult(state) });
    }
  });

  it('when a replay is asked, then it lists the HMAC blocks and draws it read', () => {
    const replay = replayRound('lucky-sevens', seedsOf(0), { stake: 100 });
    expect(replay.blocks[0]?.message).toBe('hanpan-golden:0:0');
    expect(replay.draws.map((draw) => draw.value)).toEqual([21, 0, 29]);
  });

  it('when the inputs do not fit the game, then the replay refuses them', () => {
    expect(() =>
      replayRound('roulette', seedsOf(1), { bets: [{ kind: 'split', numbers: [3, 4], amount: 1 }] }),
    ).toThrow();
    expect(() => replayRound('lucky-sevens', seedsOf(1), { stake: 150 })).toThrow();
    expect(() => replayRound('lucky-sevens', seedsOf(1), {})).toThrow();
    expect(() => replayRound('blackjack', seedsOf(7), { stake: 1000, actions: ['split'] })).toThrow();
  });
});
