import {
  type AgencyStatementDay,
  agencyCommissionKindNames,
  agencyFolderBucketNames,
  agencySettlementStatusNames,
} from '@hanpan/core/api/agency';
import { formatWon } from '@hanpan/core/money/amount';
import { Fragment, useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { SkeletonLines } from '../../../components/skeleton-lines.tsx';
import { useAgencyStatements } from '../api/get-statements.ts';
import { type KstPeriod, lastDays, PeriodPicker } from './period-picker.tsx';

const percentOf = (rateBp: number) => `${(rateBp / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
const won = (amount: number) => <td className={`num${amount < 0 ? ' neg' : ''}`}>{formatWon(amount)}</td>;

// Whose play a line is on; a carried line names the negative day it deducts, a manual one the staff.
function subjectOf(line: AgencyStatementDay['lines'][number]): string {
  if (line.kind === 'carried') return `${line.forDay} 미지급분 차감`;
  if (line.kind === 'manual') return '관리자 조정';
  return line.sourcePartnerName ? `하부: ${line.sourcePartnerName}` : '직속 회원';
}

/** A day's statement lines: product, kind, folder bucket, whose subtree, base, rate, carries and amount. */
export function StatementLines({ statement }: { statement: AgencyStatementDay }) {
  if (statement.lines.length === 0) return <p className="agency-notice">정산 내역이 없습니다.</p>;
  return (
    <table className="agency-table agency-statement-lines" data-testid="agency-statement-lines">
      <thead>
        <tr>
          <th scope="col">상품</th>
          <th scope="col">구분</th>
          <th scope="col">폴더</th>
          <th scope="col">대상</th>
          <th scope="col" className="num">
            기준금액
          </th>
          <th scope="col" className="num">
            요율
          </th>
          <th scope="col" className="num">
            이월(전)
          </th>
          <th scope="col" className="num">
            이월(후)
          </th>
          <th scope="col" className="num">
            정산금
          </th>
        </tr>
      </thead>
      <tbody>
        {statement.lines.map((line, index) => (
          // Lines have no id of their own; their order within a day is fixed by the server.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <tr key={index}>
            <td>
              {line.productName}
              {line.isAdjustment && <span className="agency-statement-adjust"> (조정: {line.forDay})</span>}
            </td>
            <td>{agencyCommissionKindNames[line.kind]}</td>
            <td>{line.product === 'settlement' ? '-' : agencyFolderBucketNames[line.folders]}</td>
            <td>{subjectOf(line)}</td>
            {won(line.base)}
            <td className="num">{percentOf(line.rateBp)}</td>
            {won(line.carryIn)}
            {won(line.carryOut)}
            {won(line.amount)}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** 일일 정산: the own partner's settled days of a period, each expandable to its statement lines. */
export function StatementsTable() {
  const [period, setPeriod] = useState<KstPeriod>(() => lastDays(30));
  const [openId, setOpenId] = useState<string | null>(null);
  const statements = useAgencyStatements(period.from, period.to);
  const data = statements.data;
  return (
    <section className="agency-statements" data-testid="agency-statements">
      <h3 className="agency-subtitle">일일 정산</h3>
      <PeriodPicker value={period} onChange={setPeriod} />
      {statements.isPending && <SkeletonLines count={4} label="일일 정산을 불러오는 중" />}
      {statements.isError && (
        <ErrorState
          message={statements.error.message || '일일 정산을 불러오지 못했습니다.'}
          onRetry={() => void statements.refetch()}
        />
      )}
      {data && !statements.isError && data.list.length === 0 && (
        <EmptyState>기간 내 정산 내역이 없습니다.</EmptyState>
      )}
      {data && !statements.isError && data.list.length > 0 && (
        <div className="agency-table-wrap">
          <table className="agency-table">
            <thead>
              <tr>
                <th scope="col">정산일(KST)</th>
                <th scope="col">상태</th>
                <th scope="col" className="num">
                  정산금
                </th>
                <th scope="col">내역</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((statement) => {
                const isOpen = openId === statement.id;
                return (
                  <Fragment key={statement.id}>
                    <tr data-testid="agency-statement-row">
                      <td>{statement.day}</td>
                      <td>{agencySettlementStatusNames[statement.status]}</td>
                      {won(statement.amount)}
                      <td>
                        <button
                          type="button"
                          className="btn btn--ghost btn--sm"
                          aria-expanded={isOpen}
                          onClick={() => setOpenId(isOpen ? null : statement.id)}
                        >
                          {isOpen ? '접기' : `상세 ${statement.lines.length}건`}
                        </button>
                      </td>
                    </tr>
                    {isOpen && (
                      <tr>
                        <td colSpan={4} className="agency-statement-detail">
                          <StatementLines statement={statement} />
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
