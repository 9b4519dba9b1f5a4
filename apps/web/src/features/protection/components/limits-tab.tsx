import '../protection.css';
import { type LimitKind, limitCoolingOffHours, limitKinds, limitKindText } from '@hanpan/core/api/protection';
import { kstNote } from '@hanpan/core/time/kst';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { SkeletonLines } from '../../../components/skeleton-lines.tsx';
import { useAccountLimits } from '../api/get-account-limits.ts';
import { type LimitRow, limitRowsOfKind } from '../limit-rows.ts';
import { LimitEditor } from './limit-editor.tsx';

const kindHint: Record<LimitKind, string> = {
  deposit: '기간 안에 충전 신청할 수 있는 금액입니다. 가장 적게 남은 한도가 적용됩니다.',
  loss: '기간 안의 베팅액에서 당첨금을 뺀 금액입니다. 넘게 되는 베팅은 접수되지 않습니다.',
  stake: '베팅 한 번에 걸 수 있는 최대 금액입니다.',
};

type LimitTableProps = {
  kind: LimitKind;
  rows: LimitRow[];
  onEdit: (row: LimitRow) => void;
};

/** One kind's limits: in force, staff's, used and remaining, a pending change, and 변경 per window. */
export function LimitTable({ kind, rows, onEdit }: LimitTableProps) {
  const hasUsage = kind !== 'stake';
  return (
    <section className="limit-group" aria-labelledby={`limit-group-${kind}`} data-testid={`limits-${kind}`}>
      <h3 id={`limit-group-${kind}`} className="limit-group__title">
        {limitKindText[kind]}
      </h3>
      <p className="field__hint">{kindHint[kind]}</p>
      <table className="history-table account-table limit-table">
        <thead>
          <tr>
            <th scope="col">기간</th>
            <th scope="col">한도</th>
            {hasUsage && <th scope="col">사용</th>}
            {hasUsage && <th scope="col">남은 금액</th>}
            <th scope="col" title={kstNote}>
              변경 예정(KST)
            </th>
            <th scope="col">
              <span className="visually-hidden">변경</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.window} data-testid="limit-row" data-window={row.window}>
              <th scope="row" data-label="기간">
                {row.name}
              </th>
              <td data-label="한도">
                <span className="limit-table__amounts">
                  <span className="limit-table__own">{row.ownText}</span>
                  {row.staffText && (
                    <span className="limit-table__staff" title="관리자가 정한 한도는 변경할 수 없습니다.">
                      관리자 설정 {row.staffText}
                    </span>
                  )}
                </span>
              </td>
              {hasUsage && <td data-label="사용">{row.usedText ?? '-'}</td>}
              {hasUsage && (
                <td
                  data-label="남은 금액"
                  className={row.remainingText ? 'limit-table__remaining' : undefined}
                >
                  {row.remainingText ?? '-'}
                </td>
              )}
              <td data-label="변경 예정" className={row.pendingText ? 'limit-table__pending' : undefined}>
                {row.pendingText ?? '-'}
              </td>
              <td data-label="" className="account-table__action">
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  aria-label={`${row.name} 변경`}
                  onClick={() => onEdit(row)}
                >
                  변경
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The 이용 한도 tab: deposit, loss and per-bet stake limits, each editable. */
export function LimitsTab() {
  const limits = useAccountLimits();
  const [editing, setEditing] = useState<LimitRow | null>(null);

  if (limits.isPending) return <SkeletonLines count={6} label="이용 한도를 불러오는 중" />;
  if (limits.isError || !limits.data)
    return <ErrorState message="이용 한도를 불러오지 못했습니다." onRetry={() => void limits.refetch()} />;
  const { data } = limits;
  return (
    <div className="limits" data-testid="limits-tab">
      <p className="field__hint">
        한도를 낮추면 바로 적용되고, 높이거나 해제하면 {limitCoolingOffHours}시간 뒤에 적용됩니다.
      </p>
      {limitKinds.map((kind) => (
        <LimitTable key={kind} kind={kind} rows={limitRowsOfKind(data.limits, kind)} onEdit={setEditing} />
      ))}
      {editing && (
        <LimitEditor
          row={editing}
          current={data.limits.find((item) => item.kind === editing.kind && item.window === editing.window)}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
