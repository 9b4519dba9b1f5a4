import type { VirtualEventView, VirtualMarketView } from '@hanpan/core/api/virtual';
import { formatOdds } from '@hanpan/core/sports/odds';
import type { VirtualSlip } from '../hooks/use-virtual-slip.ts';
import { type SlipLine, slipLineId } from '../place-virtual-slip.ts';
import { formatRtp } from '../virtual-format.ts';

type Pick = VirtualMarketView['picks'][number];

/** The slip line of a pick of an event. */
export function slipLineOf(
  gameName: string,
  event: VirtualEventView,
  marketName: string,
  pick: Pick,
): SlipLine {
  return {
    id: slipLineId(event.gameUid, pick.code),
    gameName,
    gameUid: event.gameUid,
    roundKey: event.roundKey,
    closeAt: event.closeAt,
    marketName,
    pickName: pick.name,
    code: pick.code,
    odds: pick.odds,
  };
}

type PriceButtonProps = {
  gameName: string;
  event: VirtualEventView;
  market: VirtualMarketView;
  pick: Pick | undefined;
  slip: VirtualSlip;
  isOpen: boolean;
  /** Shows the pick's label above its price (match markets); race rows show the price alone. */
  isLabelled?: boolean;
};

/** A pick's price: pressing it puts the pick in the slip (again takes it out). */
export function PriceButton({
  gameName,
  event,
  market,
  pick,
  slip,
  isOpen,
  isLabelled = false,
}: PriceButtonProps) {
  if (!pick) return <span className="vg-price vg-price--none">-</span>;
  const id = slipLineId(event.gameUid, pick.code);
  const isMine = slip.held.has(id);
  return (
    <button
      type="button"
      className={`mg-odds vg-price${isMine ? ' is-mine' : ''}`}
      data-mine={isMine || undefined}
      data-testid="virtual-price"
      data-pick={pick.code}
      data-market={market.key}
      aria-pressed={slip.ids.has(id)}
      aria-label={`${pick.name} 배당 ${formatOdds(pick.odds)}${isMine ? ' (베팅함)' : ''}`}
      title={pick.name}
      disabled={!isOpen}
      onClick={() => slip.toggle(slipLineOf(gameName, event, market.name, pick))}
    >
      {isLabelled && <span className="mg-odds__name">{pick.label}</span>}
      <span className="mg-odds__value">{formatOdds(pick.odds)}</span>
      {isMine && (
        <span className="mg-odds__mine" aria-hidden="true">
          베팅
        </span>
      )}
    </button>
  );
}

type MarketGroupsProps = {
  gameName: string;
  event: VirtualEventView;
  markets: readonly VirtualMarketView[];
  slip: VirtualSlip;
  isOpen: boolean;
};

/** Markets as groups of labelled price buttons (the match card, and any race market without its own place). */
export function MarketGroups({ gameName, event, markets, slip, isOpen }: MarketGroupsProps) {
  return (
    <div className="vg-markets">
      {markets.map((market) => (
        <section key={market.key} className="vg-market" aria-label={market.name} data-testid="virtual-market">
          <h4 className="vg-market__name">
            {market.name} <span className="vg-market__rtp">환급률 {formatRtp(market.rtp)}</span>
          </h4>
          <div className={`vg-market__picks${market.picks.length > 3 ? ' is-many' : ''}`}>
            {market.picks.map((pick) => (
              <PriceButton
                key={pick.code}
                gameName={gameName}
                event={event}
                market={market}
                pick={pick}
                slip={slip}
                isOpen={isOpen}
                isLabelled
              />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
