import { useId } from 'react';

type KstRangeFieldsProps = {
  from: string;
  until: string;
  onChange: (range: { from: string; until: string }) => void;
};

/** 시작일 and 종료일 inputs (KST days, both inclusive) for a filter form. */
export function KstRangeFields({ from, until, onChange }: KstRangeFieldsProps) {
  const ids = { from: useId(), until: useId() };
  return (
    <>
      <div className="field field--inline">
        <label htmlFor={ids.from}>시작일</label>
        <input
          id={ids.from}
          type="date"
          className="input"
          value={from}
          onChange={(event) => onChange({ from: event.target.value, until })}
        />
      </div>
      <div className="field field--inline">
        <label htmlFor={ids.until}>종료일</label>
        <input
          id={ids.until}
          type="date"
          className="input"
          value={until}
          onChange={(event) => onChange({ from, until: event.target.value })}
        />
      </div>
    </>
  );
}
