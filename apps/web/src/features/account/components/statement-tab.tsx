import { type Statement, statementProductText } from '@hanpan/core/api/account-statement';
import { formatWon } from '@hanpan/core/money/amount';
import { kstDateOf, kstDayPlus, kstNote } from '@hanpan/core/time/kst';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { SkeletonLines } from '../../../components/skeleton-lines.tsx';
import { useStatement } from '../api/get-statement.ts';

/** A period of the statement: KST dates, both included. */
export type StatementPeriod = { from: string; to: string };

/** The quick ranges 오늘 / 7일 / 30일 / 이번 달, for the KST day `today`. */
export function quickRangesOf(today: string): { label: string; period: StatementPeriod }[] {
  return [
    { label: '오늘', period: { from: today, to: today } },
    { label: '7일', period: { from: kstDayPlus(today, -6), to: today } },
    { label: '30일', period: { from: kstDayPlus(today, -29), to: today } },
    { label: '이번 달', period: { from: `${today.slice(0, 8)}01`, to: today } },
  ];
}

const signedWon = (amount: number) =>
  `${amount > 0 ? '+' : amount < 0 ? '-' : ''}${formatWon(Math.abs(amount))}원`;
const netClass = (amount: number) => (amount > 0 ? 'account-ok' : amount < 0 ? 'account-failed' : undefined);

/** The statement as a dense table: deposits and withdrawals, then per product and the totals. */
export function StatementView({ statement }: { statement: Statement }) {
  return (
    <div data-testid="statement">
      <p className="field__hint">
        {statement.from} ~ {statement.to} ({kstNote}) · 충전 {formatWon(statement.deposits)}원 · 환전{' '}
        {formatWon(statement.withdrawals)}원
      </p>
      <table className="history-table account-table" data-testid="statement-table">
        <thead>
          <tr>
            <th scope="col">상품</th>
            <th scope="col">베팅</th>
            <th scope="col">당첨·환급</th>
            <th scope="col">손익</th>
          </tr>
        </thead>
        <tbody>
          {statement.lines.map((line) => (
            <tr key={line.product} data-testid="statement-row">
              <td data-label="상품">{statementProductText[line.product]}</td>
              <td data-label="베팅">{formatWon(line.stakes)}원</td>
              <td data-label="당첨·환급">{formatWon(line.payouts)}원</td>
              <td data-label="손익" className={netClass(line.net)}>
                {signedWon(line.net)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-testid="statement-total">
            <th scope="row">합계</th>
            <td data-label="베팅">{formatWon(statement.total.stakes)}원</td>
            <td data-label="당첨·환급">{formatWon(statement.total.payouts)}원</td>
            <td data-label="손익" className={netClass(statement.total.net)}>
              {signedWon(statement.total.net)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function StatementResult({ period }: { period: StatementPeriod }) {
  const statement = useStatement(period);
  if (statement.isPending) return <SkeletonLines count={4} label="요약을 불러오는 중" />;
  if (statement.isError || !statement.data) {
    const message = statement.error?.message ?? '요약을 불러오지 못했습니다.';
    return <ErrorState message={message} onRetry={() => void statement.refetch()} />;
  }
  return <StatementView statement={statement.data} />;
}

/** The 입출금·베팅 요약 tab: a period picker with quick ranges and the statement. */
export function StatementTab({ now = () => new Date() }: { now?: () => Date }) {
  const today = kstDateOf(now());
  const ranges = quickRangesOf(today);
  const [period, setPeriod] = useState<StatementPeriod>(ranges[0]!.period);
  const [draft, setDraft] = useState<StatementPeriod>(period);
  return (
    <>
      <div className="account-form" role="group" aria-label="조회 기간">
        <div className="page-tabs">
          {ranges.map((range) => (
            <button
              key={range.label}
              type="button"
              className="page-tabs__tab"
              aria-pressed={range.period.from === period.from && range.period.to === period.to}
              onClick={() => {
                setPeriod(range.period);
                setDraft(range.period);
              }}
            >
              {range.label}
            </button>
          ))}
        </div>
        <label className="field__label" htmlFor="statement-from">
          시작일
        </label>
        <input
          id="statement-from"
          type="date"
          className="input"
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <label className="field__label" htmlFor="statement-to">
          종료일
        </label>
        <input
          id="statement-to"
          type="date"
          className="input"
          value={draft.to}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
        <button type="button" className="btn btn--primary" onClick={() => setPeriod(draft)}>
          조회
        </button>
      </div>
      <StatementResult period={period} />
    </>
  );
}
