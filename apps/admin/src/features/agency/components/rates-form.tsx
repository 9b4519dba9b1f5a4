import { agencyProductNames, agencyProducts } from '@hanpan/core/agency/products';
import type { StaffAgencyNode, StaffAgencyRate } from '@hanpan/core/api/staff-agency';
import { type FormEvent, useState } from 'react';

type RateDraft = { kind: 'rolling' | 'losing'; percent: string };

/** A partner's whole-product rates (folder bucket 0) as percentages with their kind; folder rates kept. */
export function RatesForm({
  node,
  isBusy,
  onSave,
}: {
  node: StaffAgencyNode;
  isBusy: boolean;
  onSave: (rates: StaffAgencyRate[]) => void;
}) {
  const [drafts, setDrafts] = useState<Record<string, RateDraft>>(() =>
    Object.fromEntries(
      agencyProducts.map((product) => {
        const rate = node.rates.find((entry) => entry.product === product && entry.folders === 0);
        return [product, { kind: rate?.kind ?? 'rolling', percent: rate ? String(rate.rateBp / 100) : '' }];
      }),
    ),
  );

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const folderRates = node.rates.filter((rate) => rate.folders !== 0);
    const wholeRates = agencyProducts
      .filter((product) => (drafts[product]?.percent ?? '').trim() !== '')
      .map((product) => ({
        product,
        folders: 0,
        kind: drafts[product]?.kind ?? 'rolling',
        rateBp: Math.round(Number(drafts[product]?.percent) * 100),
      }));
    onSave([...wholeRates, ...folderRates]);
  }

  return (
    <form className="agency-rates" onSubmit={onSubmit} aria-label={`${node.name} 요율`}>
      {agencyProducts.map((product) => (
        <label key={product} className="agency-rates__field">
          <span>{agencyProductNames[product]}</span>
          <select
            className="input input--sm"
            value={drafts[product]?.kind}
            onChange={(event) =>
              setDrafts({
                ...drafts,
                [product]: {
                  percent: drafts[product]?.percent ?? '',
                  kind: event.target.value as RateDraft['kind'],
                },
              })
            }
          >
            <option value="rolling">롤링</option>
            <option value="losing">루징</option>
          </select>
          <input
            className="input input--sm"
            inputMode="decimal"
            aria-label={`${agencyProductNames[product]} 요율(%)`}
            value={drafts[product]?.percent ?? ''}
            onChange={(event) =>
              setDrafts({
                ...drafts,
                [product]: { kind: drafts[product]?.kind ?? 'rolling', percent: event.target.value },
              })
            }
          />
          <span>%</span>
        </label>
      ))}
      <button type="submit" className="btn btn--primary btn--sm" disabled={isBusy}>
        요율 저장
      </button>
    </form>
  );
}
