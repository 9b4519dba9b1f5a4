import { type BetListGameType, betListGameType, betListGameTypeText } from '@hanpan/core/api/bet-history';
import { type KeyboardEvent, useRef } from 'react';

const tabs = (Object.keys(betListGameType) as (keyof typeof betListGameType)[]).map((key) => ({
  gameType: betListGameType[key],
  label: betListGameTypeText[key],
}));

type GameTypeTabsProps = {
  value: BetListGameType;
  onChange: (gameType: BetListGameType) => void;
  panelId: string;
};

/** 스포츠, 라이브, 미니게임, 가상게임, 카지노 as tabs; arrow keys, Home and End move between them. */
export function GameTypeTabs({ value, onChange, panelId }: GameTypeTabsProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index + last) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onChange(tab.gameType);
    buttons.current[next]?.focus();
  };
  return (
    <div className="history-tabs" role="tablist" aria-label="게임 종류">
      {tabs.map((tab, index) => {
        const isSelected = tab.gameType === value;
        return (
          <button
            key={tab.gameType}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`history-tab-${tab.gameType}`}
            className="history-tabs__tab"
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            data-game-type={tab.gameType}
            onClick={() => onChange(tab.gameType)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
