import { type BetHistoryStatus, betHistoryStatusText } from '@hanpan/core/api/bet-history';
import { useId } from 'react';
import {
  type DateRange,
  type QuickRange,
  quickRangeMatching,
  quickRangeOf,
  quickRangeText,
} from '../history-dates.ts';

/** The status filters the page offers, in button order ('all' first). */
export const statusFilters: ('all' | BetHistoryStatus)[] = ['all', 'open', 'won', 'lost', 'void', 'partial'];

const statusLabel = (status: 'all' | BetHistoryStatus) =>
  status === 'all' ? '전체' : betHistoryStatusText[status];

type HistoryFiltersProps = {
  /** The status buttons; left out where the list has no status filter (casino rounds). */
  status?: 'all' | BetHistoryStatus;
  onStatus?: (status: 'all' | BetHistoryStatus) => void;
  range: DateRange;
  onRange: (range: DateRange) => void;
  /** The Korean problem of the typed range, shown under the dates. */
  rangeProblem: string | null;
};

/** The status buttons, the KST date range and its quick buttons (오늘, 1주일, 1개월). */
export function HistoryFilters({ status, onStatus, range, onRange, rangeProblem }: HistoryFiltersProps) {
  const id = useId();
  const quick = quickRangeMatching(range, new Date());
  return (
    <div className="history-filters">
      {onStatus && (
        <div className="filter-tabs history-filters__status" role="group" aria-label="베팅 결과">
          {statusFilters.map((value) => (
            <button
              key={value}
              type="button"
              className="filter-tab"
              aria-pressed={status === value}
              data-status={value}
              onClick={() => onStatus(value)}
            >
              {statusLabel(value)}
            </button>
          ))}
        </div>
      )}
      <fieldset className="history-filters__dates">
        <legend className="visually-hidden">조회 기간 (한국 시간)</legend>
        <div className="history-filters__quick" role="group" aria-label="빠른 기간 선택">
          {(Object.keys(quickRangeText) as QuickRange[]).map((value) => (
            <button
              key={value}
              type="button"
              className="filter-tab"
              aria-pressed={quick === value}
              onClick={() => onRange(quickRangeOf(value, new Date()))}
            >
              {quickRangeText[value]}
            </button>
          ))}
        </div>
        <label className="history-filters__date" htmlFor={`${id}-from`}>
          <span className="visually-hidden">시작일</span>
          <input
            id={`${id}-from`}
            className="input input--date"
            type="date"
            value={range.from}
            max={range.to || undefined}
            aria-invalid={rangeProblem !== null}
            aria-describedby={rangeProblem ? `${id}-problem` : undefined}
            onChange={(event) => onRange({ ...range, from: event.target.value })}
          />
        </label>
        <span className="history-filters__tilde" aria-hidden="true">
          ~
        </span>
        <label className="history-filters__date" htmlFor={`${id}-to`}>
          <span className="visually-hidden">종료일</span>
          <input
            id={`${id}-to`}
            className="input input--date"
            type="date"
            value={range.to}
            min={range.from || undefined}
            aria-invalid={rangeProblem !== null}
            aria-describedby={rangeProblem ? `${id}-problem` : undefined}
            onChange={(event) => onRange({ ...range, to: event.target.value })}
          />
        </label>
        {rangeProblem && (
          <p id={`${id}-problem`} className="history-filters__problem" role="alert">
            {rangeProblem}
          </p>
        )}
      </fieldset>
    </div>
  );
}
