import { agencySummaryMaxDays } from '@hanpan/core/api/agency';
import { kstDateOf, kstDayPlus, kstNote } from '@hanpan/core/time/kst';

/** A KST period, both days included. */
export type KstPeriod = { from: string; to: string };

/** The last `days` KST days up to today. */
export function lastDays(days: number, now = new Date()): KstPeriod {
  const to = kstDateOf(now);
  return { from: kstDayPlus(to, -(days - 1)), to };
}

const presets = [
  { label: '오늘', days: 1 },
  { label: '7일', days: 7 },
  { label: '30일', days: 30 },
  { label: '90일', days: 90 },
] as const;

/** From / to date inputs (KST) with quick ranges; the server refuses more than 93 days. */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: KstPeriod;
  onChange: (period: KstPeriod) => void;
}) {
  return (
    <div className="agency-period" title={kstNote}>
      <label className="agency-period__field">
        <span>시작일</span>
        <input
          type="date"
          value={value.from}
          max={value.to}
          onChange={(event) => event.target.value && onChange({ ...value, from: event.target.value })}
        />
      </label>
      <span aria-hidden="true">~</span>
      <label className="agency-period__field">
        <span>종료일</span>
        <input
          type="date"
          value={value.to}
          min={value.from}
          onChange={(event) => event.target.value && onChange({ ...value, to: event.target.value })}
        />
      </label>
      <div className="agency-period__presets">
        {presets.map((preset) => (
          <button
            key={preset.days}
            type="button"
            className="btn btn--ghost btn--sm"
            onClick={() => onChange(lastDays(Math.min(preset.days, agencySummaryMaxDays)))}
          >
            {preset.label}
          </button>
        ))}
      </div>
    </div>
  );
}
