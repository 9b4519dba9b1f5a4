import type { VirtualEventView } from '@hanpan/core/api/virtual';
import type { RaceCard as RaceCardData } from '@hanpan/core/virtual/types';
import { memo } from 'react';
import type { VirtualSlip } from '../hooks/use-virtual-slip.ts';
import { orderRuleOf, pickOfRunner, runnerMarkets } from '../race-picks.ts';
import { formatRunnerForm } from '../virtual-format.ts';
import { OrderPicker } from './order-picker.tsx';
import { MarketGroups, PriceButton } from './price-button.tsx';
import { Silks } from './silks.tsx';

type RaceCardProps = {
  gameName: string;
  event: VirtualEventView;
  card: RaceCardData;
  slip: VirtualSlip;
  isOpen: boolean;
};

function RaceCardView({ gameName, event, card, slip, isOpen }: RaceCardProps) {
  const win = event.markets.find((market) => market.key === runnerMarkets.win.key);
  const place = event.markets.find((market) => market.key === runnerMarkets.place.key);
  const orderMarkets = event.markets.filter((market) => orderRuleOf(market));
  const others = event.markets.filter(
    (market) => market !== win && market !== place && !orderMarkets.includes(market),
  );
  const runnerWord = card.kind === 'greyhound' ? '그레이하운드' : '경주마';
  return (
    <div className="vg-race-card">
      <table className="vg-runners" data-testid="virtual-race-card">
        <caption className="visually-hidden">출주표</caption>
        <thead>
          <tr>
            <th scope="col">번호</th>
            <th scope="col">{runnerWord}</th>
            <th scope="col" className="vg-runners__rating">
              레이팅
            </th>
            <th scope="col">단승</th>
            <th scope="col" title={place?.name}>
              연승
            </th>
          </tr>
        </thead>
        <tbody>
          {card.runners.map((runner) => (
            <tr key={runner.number} data-testid="virtual-runner-row" data-number={runner.number}>
              <td>
                <Silks number={runner.number} colour={runner.colour} />
              </td>
              <td className="vg-runners__name">
                <b>{runner.name}</b>
                <span className="vg-runners__form" title="최근 성적 (최근 순)">
                  최근 {formatRunnerForm(runner.form)}
                </span>
              </td>
              <td className="vg-runners__rating">{runner.rating}</td>
              <td>
                {win && (
                  <PriceButton
                    gameName={gameName}
                    event={event}
                    market={win}
                    pick={pickOfRunner(win, runnerMarkets.win.codeOf, runner.number)}
                    slip={slip}
                    isOpen={isOpen}
                  />
                )}
              </td>
              <td>
                {place && (
                  <PriceButton
                    gameName={gameName}
                    event={event}
                    market={place}
                    pick={pickOfRunner(place, runnerMarkets.place.codeOf, runner.number)}
                    slip={slip}
                    isOpen={isOpen}
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {orderMarkets.length > 0 && (
        <OrderPicker
          key={event.roundKey}
          gameName={gameName}
          event={event}
          runners={card.runners}
          markets={orderMarkets}
          slip={slip}
          isOpen={isOpen}
        />
      )}
      {others.length > 0 && (
        <MarketGroups gameName={gameName} event={event} markets={others} slip={slip} isOpen={isOpen} />
      )}
    </div>
  );
}

/** The race card: each runner with silks, name, form, rating and its 단승 and 연승 prices, then the order picker. */
export const RaceCard = memo(RaceCardView);
