import { compareSportOrder, sportName } from '@hanpan/core/sports/sports';

type SportTabsProps = {
  /** Fixtures per sport id; sports without any are not offered. */
  counts: ReadonlyMap<number, number>;
  value: number | null;
  onChange: (sportId: number | null) => void;
  label: string;
};

/** 전체 and one filter button per sport with its fixture count, in the site's sport order. */
export function SportTabs({ counts, value, onChange, label }: SportTabsProps) {
  const sportIds = [...counts.keys()].sort(compareSportOrder);
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  return (
    <div className="filter-tabs" role="group" aria-label={label}>
      <button
        type="button"
        className="filter-tab"
        aria-pressed={value === null}
        onClick={() => onChange(null)}
      >
        전체 <span className="filter-tab__count">{total}</span>
      </button>
      {sportIds.map((sportId) => (
        <button
          key={sportId}
          type="button"
          className="filter-tab"
          aria-pressed={value === sportId}
          data-sport-id={sportId}
          onClick={() => onChange(sportId)}
        >
          {sportName(sportId)} <span className="filter-tab__count">{counts.get(sportId)}</span>
        </button>
      ))}
    </div>
  );
}
