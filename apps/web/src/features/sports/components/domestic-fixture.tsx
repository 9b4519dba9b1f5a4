import type { SportsFixture } from '@hanpan/core/api/sports';
import { memo, useMemo } from 'react';
import { fixtureRowsOf, shortMarketName } from '../list-rows.ts';
import { DomesticMarketRow } from './domestic-market-row.tsx';
import { FixtureShell } from './fixture-shell.tsx';

/** A fixture of the 국내형 list: time or live score and teams beside one row per main market, and '+N'. */
export const DomesticFixture = memo(function DomesticFixture({ fixture }: { fixture: SportsFixture }) {
  const rows = useMemo(() => fixtureRowsOf(fixture), [fixture]);
  return (
    <FixtureShell fixture={fixture} view="domestic">
      <div className="dom-fixture__rows">
        {rows.length === 0 ? (
          <p className="dom-fixture__none">열린 마켓이 없습니다.</p>
        ) : (
          rows.map((row) => (
            <DomesticMarketRow key={row.key} fixture={fixture} row={row} name={shortMarketName(row.market)} />
          ))
        )}
      </div>
    </FixtureShell>
  );
});
