import { describe, expect, it } from 'vitest';
import { simLeagues } from './catalogue-data.ts';
import { matchStateAt, planMatch } from './match-engine.ts';
import { outlookOf } from './outlook.ts';
import { scoreModelOf } from './sport-models.ts';

// The prices come from the score model and the matches from the engine: they must tell the same story,
// or the book would be beaten by anyone who knows how the simulator plays.
describe('prices agree with how matches are played', () => {
  it.each(
    simLeagues.map((league) => [league.name, league] as const),
  )('when many %s matches between the same sides are played, then the home side wins about as often as priced', (_name, league) => {
    const [home, , , away] = league.teams;
    if (!home || !away) throw new Error('teams');
    const model = scoreModelOf(league, home.strength, away.strength);
    const prematch = matchStateAt(planMatch('prematch', league, model), league.sportId, -60);
    const outlook = outlookOf(model, prematch);
    const canDraw = league.sportId === 201 || league.sportId === 205;
    const cells = canDraw ? (outlook.joint ?? []) : (outlook.jointWithOvertime ?? outlook.marginWithOvertime);
    const pricedHomeWin = cells
      .filter((cell) => cell.home > cell.away)
      .reduce((sum, cell) => sum + cell.p, 0);
    const pricedTotal = outlook.total.reduce((sum, cell) => sum + (cell.home + cell.away) * cell.p, 0);
    const count = 300;
    let homeWins = 0;
    let total = 0;
    for (let index = 0; index < count; index++) {
      const plan = planMatch(`calibration-${league.id}-${index}`, league, model);
      const final = matchStateAt(plan, league.sportId, plan.finishAt);
      const score = canDraw ? final.regulation : final.score;
      if (score.home > score.away) homeWins++;
      total += score.home + score.away;
    }
    // About three standard errors of a 300-match sample (soccer totals vary most, about 3.5% each).
    expect(Math.abs(homeWins / count - pricedHomeWin)).toBeLessThan(0.08);
    if (league.sportId !== 208) expect(Math.abs(total / count - pricedTotal) / pricedTotal).toBeLessThan(0.1);
  });
});
