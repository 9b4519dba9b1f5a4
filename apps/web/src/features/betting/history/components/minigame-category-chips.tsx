import { type MinigameFamilyGameType, minigameCategories } from '@hanpan/core/api/bet-history';

type MinigameCategoryChipsProps = {
  value: 'all' | MinigameFamilyGameType;
  onChange: (value: 'all' | MinigameFamilyGameType) => void;
};

/** The 미니게임 tab's chips: 전체 or one game category of the spec (파워볼, 사다리, 키노, 바카라, 홀짝). */
export function MinigameCategoryChips({ value, onChange }: MinigameCategoryChipsProps) {
  const chips = [{ gameType: 'all' as const, name: '전체' }, ...minigameCategories];
  return (
    <div className="filter-tabs history-filters__category" role="group" aria-label="미니게임 종류">
      {chips.map((chip) => (
        <button
          key={chip.gameType}
          type="button"
          className="filter-tab"
          aria-pressed={value === chip.gameType}
          data-category={chip.gameType}
          onClick={() => onChange(chip.gameType)}
        >
          {chip.name}
        </button>
      ))}
    </div>
  );
}
