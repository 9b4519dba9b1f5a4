import { type KeyboardEvent, useRef } from 'react';
import { historyTabs } from '../history-tabs.ts';

type GameTypeTabsProps = {
  /** The selected tab's key. */
  value: string;
  onChange: (key: string) => void;
  panelId: string;
};

/** 스포츠, 라이브, 미니게임, 가상게임, 카지노, 슬롯 as tabs; arrow keys, Home and End move between them. */
export function GameTypeTabs({ value, onChange, panelId }: GameTypeTabsProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const last = historyTabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % historyTabs.length
        : event.key === 'ArrowLeft'
          ? (index + last) % historyTabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = historyTabs[next];
    if (!tab) return;
    onChange(tab.key);
    buttons.current[next]?.focus();
  };
  return (
    <div className="history-tabs" role="tablist" aria-label="게임 종류">
      {historyTabs.map((tab, index) => {
        const isSelected = tab.key === value;
        return (
          <button
            key={tab.key}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`history-tab-${tab.key}`}
            className="history-tabs__tab"
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            data-game-type={tab.source === 'bets' ? tab.gameType : tab.key}
            onClick={() => onChange(tab.key)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
