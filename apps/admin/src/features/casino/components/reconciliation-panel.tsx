import {
  casinoTransactionText,
  reconciliationIssueText,
  type StaffCasinoReconciliation,
  staffCasinoText,
} from '@hanpan/core/api/staff-casino';
import { formatKstDateTime, kstDateOf, kstDayPlus } from '@hanpan/core/time/kst';
import { type FormEvent, useId, useState } from 'react';
import { DataTable } from '../../../components/data-table.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { ErrorState, LoadingState } from '../../../components/states.tsx';
import { formatSignedWon, formatWonText } from '../../../lib/format.ts';
import { useCasinoProviders } from '../api/get-providers.ts';
import { useCasinoReconciliation } from '../api/get-reconciliation.ts';
import { totalsRows } from '../reconciliation-rows.ts';

const money = (amount: number | null) => (amount === null ? '-' : formatWonText(amount));

/** 정산 대사: one provider's KST day, its transaction list against ours and the ledger. */
export function ReconciliationPanel() {
  const providers = useCasinoProviders();
  const [draft, setDraft] = useState({ providerId: '', date: kstDayPlus(kstDateOf(new Date()), -1) });
  const [request, setRequest] = useState<{ providerId: number; date: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const report = useCasinoReconciliation(request);
  const ids = { provider: useId(), date: useId() };
  const providerId = draft.providerId || String(providers.data?.list[0]?.id ?? '');

  function run(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const dateProblem = /^\d{4}-\d{2}-\d{2}$/.test(draft.date) ? null : staffCasinoText.badDate;
    const formProblem = providerId ? dateProblem : '게임사를 선택해 주세요.';
    setProblem(formProblem);
    if (formProblem) return;
    const next = { providerId: Number(providerId), date: draft.date };
    if (JSON.stringify(next) === JSON.stringify(request)) void report.refetch();
    else setRequest(next);
  }

  return (
    <>
      <form className="filters" onSubmit={run} data-testid="casino-reconciliation-form">
        <div className="field field--inline">
          <label htmlFor={ids.provider}>게임사</label>
          <select
            id={ids.provider}
            className="input"
            value={providerId}
            onChange={(event) => setDraft({ ...draft, providerId: event.target.value })}
          >
            {providers.data?.list.map((provider) => (
              <option key={provider.id} value={String(provider.id)}>
                {provider.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field field--inline">
          <label htmlFor={ids.date}>날짜 (KST)</label>
          <input
            id={ids.date}
            type="date"
            className="input"
            value={draft.date}
            onChange={(event) => setDraft({ ...draft, date: event.target.value })}
          />
        </div>
        <button type="submit" className="btn btn--primary" disabled={report.isFetching}>
          {report.isFetching ? '대사 중…' : '대사 실행'}
        </button>
      </form>
      <FormError message={problem} />
      <p className="muted small">
        게임사의 하루 거래 목록을 받아 운영사 지갑 거래와 원장 기록을 건별로 맞춰 봅니다.
      </p>
      {request === null && <p className="state">게임사와 날짜를 고른 뒤 대사 실행을 눌러 주세요.</p>}
      {request !== null && report.isPending && (
        <LoadingState label="게임사 거래 목록을 받아 맞추는 중입니다…" />
      )}
      {report.isError && <ErrorState error={report.error} onRetry={() => void report.refetch()} />}
      {report.data && <ReconciliationReport report={report.data} />}
    </>
  );
}

function ReconciliationReport({ report }: { report: StaffCasinoReconciliation }) {
  const isMatch = report.differences.length === 0;
  return (
    <section className="panel" data-testid="casino-reconciliation" aria-label="대사 결과">
      <h2 className="panel__title">
        {report.provider.name} · {report.date}{' '}
        <span className="muted small">확인 {formatKstDateTime(report.checkedAt)}</span>
      </h2>
      <DataTable
        className="table table--compact"
        head={
          <>
            <th scope="col">항목</th>
            <th scope="col" className="num">
              운영사
            </th>
            <th scope="col" className="num">
              게임사
            </th>
            <th scope="col" className="num">
              차이
            </th>
          </>
        }
      >
        {totalsRows(report.operatorTotals, report.providerTotals).map((row) => (
          <tr key={row.label} className={row.difference !== 0 ? 'casino-row--flagged' : undefined}>
            <th scope="row">{row.label}</th>
            <td className="num">{row.isMoney ? formatWonText(row.operator) : `${row.operator}건`}</td>
            <td className="num">{row.isMoney ? formatWonText(row.provider) : `${row.provider}건`}</td>
            <td className="num">
              {row.difference === 0
                ? '0'
                : row.isMoney
                  ? formatSignedWon(row.difference)
                  : `${row.difference}건`}
            </td>
          </tr>
        ))}
      </DataTable>
      {isMatch ? (
        <p className="casino-match" data-testid="casino-reconciliation-match" role="status">
          <strong>일치</strong> 게임사 거래, 운영사 지갑 거래, 원장 기록이 모두 일치합니다.
        </p>
      ) : (
        <>
          <p className="casino-mismatch" role="alert">
            <strong>불일치 {report.differences.length}건</strong> 아래 거래를 확인해 주세요.
          </p>
          <DataTable
            className="table table--compact"
            testId="casino-reconciliation-differences"
            head={
              <>
                <th scope="col">거래 ID</th>
                <th scope="col">문제</th>
                <th scope="col">유형</th>
                <th scope="col" className="num">
                  운영사 금액
                </th>
                <th scope="col" className="num">
                  게임사 금액
                </th>
                <th scope="col" className="num">
                  원장 금액
                </th>
              </>
            }
          >
            {report.differences.map((difference) => (
              <tr key={`${difference.transactionId}-${difference.issue}`} className="casino-row--flagged">
                <td>
                  <span className="casino-id">{difference.transactionId}</span>
                </td>
                <td>
                  <span className="tag tag--warn">{reconciliationIssueText[difference.issue]}</span>
                </td>
                <td>{difference.kind ? casinoTransactionText[difference.kind] : '-'}</td>
                <td className="num">{money(difference.operatorAmount)}</td>
                <td className="num">{money(difference.providerAmount)}</td>
                <td className="num">{money(difference.ledgerAmount)}</td>
              </tr>
            ))}
          </DataTable>
        </>
      )}
    </section>
  );
}
