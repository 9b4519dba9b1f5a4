import type { VirtualEventView, VirtualMarketView } from '@hanpan/core/api/virtual';
import { formatOdds } from '@hanpan/core/sports/odds';
import type { RaceCard, RaceRunner } from '@hanpan/core/virtual/types';
import { useState } from 'react';
import type { VirtualSlip } from '../hooks/use-virtual-slip.ts';
import { orderRuleOf, pickOfOrder, placeWord, toggleRunner } from '../race-picks.ts';
import { slipLineOf } from './price-button.tsx';

type OrderPickerProps = {
  gameName: string;
  event: VirtualEventView;
  runners: readonly RaceRunner[];
  /** The order markets of the event (쌍승, 복승, 삼쌍승). */
  markets: readonly VirtualMarketView[];
  slip: VirtualSlip;
  isOpen: boolean;
};

/** 쌍승, 복승 and 삼쌍승 chosen by clicking runners in order (1st, 2nd, 3rd); the matched pick goes to the slip. */
export function OrderPicker({ gameName, event, runners, markets, slip, isOpen }: OrderPickerProps) {
  const [marketKey, setMarketKey] = useState(markets[0]?.key ?? '');
  const [order, setOrder] = useState<number[]>([]);
  const market = markets.find((entry) => entry.key === marketKey) ?? markets[0];
  const rule = market ? orderRuleOf(market) : undefined;
  if (!market || !rule) return null;
  const pick = pickOfOrder(market, rule, order, event.card as RaceCard);
  const slots = Array.from({ length: rule.runners }, (_, index) => placeWord(index));
  const colours = new Map(runners.map((runner) => [runner.number, runner.colour]));
  const chooseMarket = (key: string) => {
    setMarketKey(key);
    const next = markets.find((entry) => entry.key === key);
    const size = next ? (orderRuleOf(next)?.runners ?? 0) : 0;
    setOrder((current) => current.slice(0, size));
  };
  return (
    <section className="vg-order" aria-label="순서 선택 베팅" data-testid="virtual-order-picker">
      <div className="vg-order__markets" role="group" aria-label="마켓">
        {markets.map((entry) => (
          <button
            key={entry.key}
            type="button"
            className="vg-chip"
            aria-pressed={entry.key === market.key}
            data-testid="virtual-order-market"
            onClick={() => chooseMarket(entry.key)}
          >
            {entry.name}
          </button>
        ))}
      </div>
      <p className="vg-order__hint">
        {rule.isOrdered
          ? `${slots.join(', ')} 순서대로 번호를 누르세요.`
          : '순서와 관계없이 두 번호를 누르세요.'}
      </p>
      <div className="vg-order__runners" role="group" aria-label="번호">
        {runners.map((runner) => {
          const slot = order.indexOf(runner.number);
          return (
            <button
              key={runner.number}
              type="button"
              className="vg-order__runner"
              style={{ borderColor: runner.colour }}
              aria-pressed={slot >= 0}
              aria-label={`${runner.number}번 ${runner.name}${slot >= 0 && rule.isOrdered ? ` ${placeWord(slot)}` : ''}`}
              data-testid="virtual-order-runner"
              data-number={runner.number}
              disabled={!isOpen}
              onClick={() => setOrder((current) => toggleRunner(current, runner.number, rule.runners))}
            >
              <b>{runner.number}</b>
              {slot >= 0 && rule.isOrdered && <span className="vg-order__slot">{placeWord(slot)}</span>}
            </button>
          );
        })}
      </div>
      <div className="vg-order__result">
        <span className="vg-order__chosen" data-testid="virtual-order-chosen">
          {slots.map((slot, index) => {
            const number = order[index];
            return (
              <span
                key={slot}
                className="vg-order__pick"
                style={number === undefined ? undefined : { borderColor: colours.get(number) }}
              >
                {rule.isOrdered && <small>{slot}</small>}
                {number ?? '-'}
              </span>
            );
          })}
        </span>
        <span className="vg-order__odds">{pick ? formatOdds(pick.odds) : '-'}</span>
        <button
          type="button"
          className="btn btn--primary btn--sm"
          data-testid="virtual-order-add"
          disabled={!isOpen || !pick}
          onClick={() => {
            if (!pick) return;
            slip.toggle(slipLineOf(gameName, event, market.name, pick));
            setOrder([]);
          }}
        >
          슬립에 담기
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          disabled={order.length === 0}
          onClick={() => setOrder([])}
        >
          다시 선택
        </button>
      </div>
    </section>
  );
}
