import { type SportsView, sportsViews, sportsViewText } from '@hanpan/core/api/sports-preferences';

type ViewSwitchProps = { value: SportsView; onChange: (view: SportsView) => void };

/** The 국내형 | 해외형 switch of the sports lists. */
export function ViewSwitch({ value, onChange }: ViewSwitchProps) {
  return (
    <div className="view-switch" role="group" aria-label="보기 방식">
      {sportsViews.map((view) => (
        <button
          key={view}
          type="button"
          className="view-switch__button"
          aria-pressed={value === view}
          data-view={view}
          onClick={() => onChange(view)}
        >
          {sportsViewText[view]}
        </button>
      ))}
    </div>
  );
}
