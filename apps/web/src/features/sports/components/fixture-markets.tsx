import type { SportsMarket, SportsOutcome } from '@hanpan/core/api/sports';
import { ErrorState } from '../../../components/error-state.tsx';
import { SkeletonLines } from '../../../components/skeleton-lines.tsx';
import { useFixture } from '../api/get-fixture.ts';
import { describeSportsError } from '../api/sports-request-error.ts';
import { useSeedFixtures } from '../hooks/use-seed-fixtures.ts';
import { MarketCells } from './market-cells.tsx';

/** A market's picks split by line (BaseLine), in the API's order; one group for markets without lines. */
function linesOf(market: SportsMarket): { line: string; outcomes: SportsOutcome[] }[] {
  const byLine = new Map<string, SportsOutcome[]>();
  for (const outcome of market.outcomes) {
    const group = byLine.get(outcome.baseLine);
    if (group) group.push(outcome);
    else byLine.set(outcome.baseLine, [outcome]);
  }
  return [...byLine].map(([line, outcomes]) => ({ line, outcomes }));
}

/** Every market of an expanded fixture, grouped by name and then by line. */
export function FixtureMarkets({ fixtureId }: { fixtureId: number }) {
  const { data, isPending, isError, error, refetch, dataUpdatedAt } = useFixture(fixtureId);
  useSeedFixtures(data ? [data.fixture] : undefined, dataUpdatedAt);
  if (isPending) return <SkeletonLines count={4} label="전체 마켓을 불러오는 중" />;
  if (isError) return <ErrorState message={describeSportsError(error)} onRetry={() => void refetch()} />;
  const { fixture } = data;
  if (fixture.markets.length === 0) return <p className="fixture-markets__empty">열린 마켓이 없습니다.</p>;
  return (
    <div className="fixture-markets">
      {fixture.markets.map((market) => (
        <section key={market.marketId} className="fixture-markets__group" aria-label={market.name}>
          <h4 className="fixture-markets__name">{market.name}</h4>
          {linesOf(market).map(({ line, outcomes }) => (
            <MarketCells key={line} fixture={fixture} market={market} outcomes={outcomes} />
          ))}
        </section>
      ))}
    </div>
  );
}
