import { useMemo } from 'react';
import { dayTabs } from '../kst-days.ts';

/** Days the prematch page offers besides 전체 (today and the six after, KST). */
const dayCount = 7;

type DayTabsProps = { value: string | null; onChange: (date: string | null) => void };

/** 전체, 오늘, 내일 and the next days as filter buttons; the value is a KST 'YYYY-MM-DD' or null. */
export function DayTabs({ value, onChange }: DayTabsProps) {
  const tabs = useMemo(() => dayTabs(new Date(), dayCount), []);
  return (
    <div className="filter-tabs" role="group" aria-label="날짜 (한국 시간)">
      <button
        type="button"
        className="filter-tab"
        aria-pressed={value === null}
        onClick={() => onChange(null)}
      >
        전체
      </button>
      {tabs.map((tab) => (
        <button
          key={tab.date}
          type="button"
          className="filter-tab"
          aria-pressed={value === tab.date}
          data-date={tab.date}
          onClick={() => onChange(tab.date)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
