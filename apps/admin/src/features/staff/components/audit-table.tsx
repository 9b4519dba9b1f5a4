import type { StaffAuditItem } from '@hanpan/core/api/staff';
import { formatKstDateTime } from '@hanpan/core/time/kst';
import { DataTable } from '../../../components/data-table.tsx';
import { formatJson } from '../../../lib/format.ts';

/** Before / after values, folded so the table stays dense. */
function Change({ before, after }: { before: unknown; after: unknown }) {
  if ((before === null || before === undefined) && (after === null || after === undefined)) {
    return <span className="muted">-</span>;
  }
  return (
    <details className="json-change">
      <summary>보기</summary>
      <div className="json-change__grid">
        <div>
          <span className="json-change__label">변경 전</span>
          <pre>{formatJson(before)}</pre>
        </div>
        <div>
          <span className="json-change__label">변경 후</span>
          <pre>{formatJson(after)}</pre>
        </div>
      </div>
    </details>
  );
}

/** One page of the audit log. */
export function AuditTable({ items }: { items: StaffAuditItem[] }) {
  return (
    <DataTable
      testId="audit-table"
      head={
        <>
          <th scope="col">시각 (KST)</th>
          <th scope="col">관리자</th>
          <th scope="col">작업</th>
          <th scope="col">대상</th>
          <th scope="col">변경 내용</th>
          <th scope="col">사유</th>
          <th scope="col">IP</th>
        </>
      }
    >
      {items.map((item) => (
        <tr key={item.id} data-testid="audit-row">
          <td className="nowrap">{formatKstDateTime(item.createdAt)}</td>
          <td>{item.staffLoginId ?? <span className="muted">시스템</span>}</td>
          <td className="mono" data-testid="audit-action">
            {item.action}
          </td>
          <td className="mono small">
            {item.targetType ? `${item.targetType}${item.targetId ? ` #${item.targetId}` : ''}` : '-'}
          </td>
          <td>
            <Change before={item.before} after={item.after} />
          </td>
          <td className="small">{item.reason ?? '-'}</td>
          <td className="mono small">{item.ip ?? '-'}</td>
        </tr>
      ))}
    </DataTable>
  );
}
