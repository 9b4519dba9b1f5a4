import {
  type CasinoTransactionKind,
  casinoTransactionText,
  type StaffCasinoTransactionView,
} from '@hanpan/core/api/staff-casino';
import { formatKstDateTime } from '@hanpan/core/time/kst';
import { type FormEvent, useId, useState } from 'react';
import { DataTable } from '../../../components/data-table.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { KstRangeFields } from '../../../components/kst-range-fields.tsx';
import { Pager } from '../../../components/pager.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states.tsx';
import { formatSignedWon, formatWonText } from '../../../lib/format.ts';
import { lastKstDays } from '../../../lib/report-figures.ts';
import { type CasinoTransactionsFilter, useCasinoTransactions } from '../api/get-transactions.ts';
import { kstRangeProblem } from '../casino-figures.ts';
import { MemberCell } from './member-cell.tsx';
import { TransactionStatus } from './round-status.tsx';

/** A transaction's effect on the member's cash: a bet takes, a win or rollback gives back. */
export function signedAmountOf(kind: CasinoTransactionKind, amount: number): number {
  return kind === 'bet' ? -amount : amount;
}

type Draft = { member: string; roundId: string; from: string; until: string };

type TransactionsPanelProps = {
  /** Opened from a round: its id and the dates it was found in. */
  initial?: { roundId: string; from: string; until: string } | null;
};

/** 지갑 거래: the wallet transactions of a member or a round with their statuses, 50 a page. */
export function TransactionsPanel({ initial }: TransactionsPanelProps) {
  const start = initial ?? { roundId: '', ...lastKstDays(7) };
  const [draft, setDraft] = useState<Draft>({ member: '', ...start });
  const [filter, setFilter] = useState<CasinoTransactionsFilter>(() => ({
    from: start.from,
    until: start.until,
    page: 1,
    ...(start.roundId ? { roundId: start.roundId } : {}),
  }));
  const [problem, setProblem] = useState<string | null>(null);
  const transactions = useCasinoTransactions(filter);
  const ids = { member: useId(), round: useId() };

  function search(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const roundId = draft.roundId.trim();
    const rangeProblem =
      roundId && !/^\d{1,18}$/.test(roundId)
        ? '라운드 번호는 숫자로 입력해 주세요.'
        : kstRangeProblem(draft.from, draft.until);
    setProblem(rangeProblem);
    if (rangeProblem) return;
    const member = draft.member.trim();
    setFilter({
      from: draft.from,
      until: draft.until,
      page: 1,
      ...(member ? { memberLoginId: member } : {}),
      ...(roundId ? { roundId } : {}),
    });
  }

  return (
    <>
      <form className="filters" onSubmit={search} role="search" data-testid="casino-transactions-filters">
        <div className="field field--inline">
          <label htmlFor={ids.member}>회원 아이디</label>
          <input
            id={ids.member}
            type="search"
            className="input"
            maxLength={40}
            value={draft.member}
            onChange={(event) => setDraft({ ...draft, member: event.target.value })}
          />
        </div>
        <div className="field field--inline">
          <label htmlFor={ids.round}>라운드 번호</label>
          <input
            id={ids.round}
            className="input num"
            inputMode="numeric"
            value={draft.roundId}
            onChange={(event) => setDraft({ ...draft, roundId: event.target.value })}
          />
        </div>
        <KstRangeFields
          from={draft.from}
          until={draft.until}
          onChange={(range) => setDraft({ ...draft, ...range })}
        />
        <button type="submit" className="btn btn--primary">
          검색
        </button>
      </form>
      <FormError message={problem} />
      <p className="muted small">
        날짜는 한국 시간(KST) 기준입니다. 취소됨: 뒤이은 취소 요청으로 환불된 베팅 · 선취소: 베팅보다 취소가
        먼저 와서 이후의 베팅을 거절한 기록
      </p>
      {transactions.isPending && <LoadingState />}
      {transactions.isError && (
        <ErrorState error={transactions.error} onRetry={() => void transactions.refetch()} />
      )}
      {transactions.data && transactions.data.list.length === 0 && (
        <EmptyState>조건에 맞는 지갑 거래가 없습니다.</EmptyState>
      )}
      {transactions.data && transactions.data.list.length > 0 && (
        <>
          <DataTable
            className="table table--compact"
            testId="casino-transaction-table"
            head={<TransactionHead />}
          >
            {transactions.data.list.map((item) => (
              <TransactionRow key={item.id} item={item} />
            ))}
          </DataTable>
          <Pager
            page={transactions.data.page}
            pageSize={transactions.data.pageSize}
            total={transactions.data.total}
            onPage={(page) => setFilter({ ...filter, page })}
          />
        </>
      )}
    </>
  );
}

function TransactionHead() {
  return (
    <>
      <th scope="col">시간 (KST)</th>
      <th scope="col">회원</th>
      <th scope="col">게임</th>
      <th scope="col">거래 ID</th>
      <th scope="col">유형</th>
      <th scope="col">상태</th>
      <th scope="col" className="num">
        금액
      </th>
      <th scope="col" className="num">
        처리 후 잔액
      </th>
      <th scope="col">라운드</th>
      <th scope="col">원장</th>
    </>
  );
}

function TransactionRow({ item }: { item: StaffCasinoTransactionView }) {
  return (
    <tr data-testid="casino-transaction-row" data-status={item.status}>
      <td className="small">{formatKstDateTime(item.createdAt)}</td>
      <td>
        <MemberCell member={item.member} />
      </td>
      <td>
        {item.game?.name ?? '-'} <span className="muted small">{item.providerName}</span>
      </td>
      <td>
        <span className="ellipsis casino-id" title={item.transactionId}>
          {item.transactionId}
        </span>
        {item.referenceTransactionId && (
          <span className="muted small casino-id" title={item.referenceTransactionId}>
            ↳ {item.referenceTransactionId}
          </span>
        )}
      </td>
      <td>{casinoTransactionText[item.kind]}</td>
      <td>
        <TransactionStatus status={item.status} />
      </td>
      <td className="num">
        {item.status === 'cancelled'
          ? formatWonText(item.amount)
          : formatSignedWon(signedAmountOf(item.kind, item.amount))}
      </td>
      <td className="num">{item.balanceAfter === null ? '-' : formatWonText(item.balanceAfter)}</td>
      <td>
        <span className="ellipsis casino-id" title={item.round}>
          {item.round}
        </span>
        {item.roundId && <span className="muted small">#{item.roundId}</span>}
      </td>
      <td className="small">{item.ledgerTxId ?? '-'}</td>
    </tr>
  );
}
