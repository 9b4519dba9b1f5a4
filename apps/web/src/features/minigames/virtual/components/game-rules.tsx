import type { VirtualMarketView } from '@hanpan/core/api/virtual';
import { virtualRulesText } from '@hanpan/core/virtual/rules-text';
import type { VirtualKind } from '@hanpan/core/virtual/types';
import { memo } from 'react';
import { formatRtp } from '../virtual-format.ts';

function GameRulesView({ kind, markets }: { kind: VirtualKind; markets: readonly VirtualMarketView[] }) {
  return (
    <details className="vg-rules" data-testid="virtual-rules">
      <summary>게임 규칙 · 환급률</summary>
      {markets.length > 0 && (
        <table className="vg-rules__rtp">
          <caption className="visually-hidden">마켓별 환급률</caption>
          <tbody>
            {markets.map((market) => (
              <tr key={market.key}>
                <th scope="row">{market.name}</th>
                <td>{formatRtp(market.rtp)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {virtualRulesText[kind].map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </details>
  );
}

/** The game's rules and each market's RTP at the chosen event's prices (exact: the prices come from the model). */
export const GameRules = memo(GameRulesView);
