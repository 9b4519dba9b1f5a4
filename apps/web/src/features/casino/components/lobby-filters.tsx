import { type CasinoGameKind, type CasinoProviderView, casinoGameKindText } from '@hanpan/core/api/casino';
import { useId } from 'react';
import type { GameFilter } from '../game-filter.ts';

type LobbyFiltersProps = {
  providers: readonly CasinoProviderView[];
  kinds: readonly CasinoGameKind[];
  counts: Partial<Record<CasinoGameKind | 'all', number>>;
  filter: GameFilter;
  onFilter: (filter: GameFilter) => void;
};

/** The provider chips, the kind chips and the search box of a lobby. */
export function LobbyFilters({ providers, kinds, counts, filter, onFilter }: LobbyFiltersProps) {
  const searchId = useId();
  return (
    <div className="casino-filters">
      <div className="casino-filters__chips">
        <div className="filter-tabs casino-filters__group" role="group" aria-label="게임사">
          {[{ code: 'all', name: '전체 게임사' }, ...providers].map((provider) => (
            <button
              key={provider.code}
              type="button"
              className="filter-tab"
              aria-pressed={filter.provider === provider.code}
              data-provider={provider.code}
              onClick={() => onFilter({ ...filter, provider: provider.code })}
            >
              {provider.name}
            </button>
          ))}
        </div>
        <div className="filter-tabs casino-filters__group" role="group" aria-label="게임 종류">
          {(['all', ...kinds] as const).map((kind) => (
            <button
              key={kind}
              type="button"
              className="filter-tab"
              aria-pressed={filter.kind === kind}
              data-kind={kind}
              onClick={() => onFilter({ ...filter, kind })}
            >
              {kind === 'all' ? '전체' : casinoGameKindText[kind]}
              <span className="casino-filters__count">{counts[kind] ?? 0}</span>
            </button>
          ))}
        </div>
      </div>
      <label className="casino-filters__search" htmlFor={searchId}>
        <span className="visually-hidden">게임 이름 검색</span>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <circle cx="11" cy="11" r="6.5" stroke="currentColor" strokeWidth="2" fill="none" />
          <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          id={searchId}
          className="input casino-filters__input"
          type="search"
          placeholder="게임 이름 검색"
          value={filter.search}
          maxLength={40}
          data-testid="casino-search"
          onChange={(event) => onFilter({ ...filter, search: event.target.value })}
        />
      </label>
    </div>
  );
}
