import { messageTargetText, type StaffMessageJob } from '@hanpan/core/api/staff-messages';
import { formatKstDateTime } from '@hanpan/core/time/kst';
import { DataTable } from '../../../components/data-table.tsx';

const percentOf = (part: number, whole: number) => (whole === 0 ? 100 : Math.floor((part / whole) * 100));

/** The sent list: target, progress bar while delivering, and how many recipients read it. */
export function SendJobTable({ items }: { items: StaffMessageJob[] }) {
  return (
    <DataTable
      testId="send-job-table"
      head={
        <>
          <th scope="col">번호</th>
          <th scope="col">대상</th>
          <th scope="col">제목</th>
          <th scope="col">발송</th>
          <th scope="col">읽음</th>
          <th scope="col">보낸 관리자</th>
          <th scope="col">보낸 시각 (KST)</th>
        </>
      }
    >
      {items.map((job) => (
        <tr key={job.id} data-testid={`send-job-${job.id}`}>
          <td className="num">{job.id}</td>
          <td>
            {messageTargetText[job.target]}
            {job.targetLabel !== null && ` (${job.targetLabel})`}
          </td>
          <td className="ellipsis">{job.title}</td>
          <td>
            <progress max={job.total} value={job.sent} aria-label={`${job.title} 발송 진행`} />{' '}
            <span className="num">
              {job.sent.toLocaleString('ko-KR')} / {job.total.toLocaleString('ko-KR')}
              {job.isDone ? ' 완료' : ` (${percentOf(job.sent, job.total)}%)`}
            </span>
          </td>
          <td className="num">
            {job.readCount.toLocaleString('ko-KR')} ({percentOf(job.readCount, job.sent)}%)
          </td>
          <td>{job.staffLoginId ?? '-'}</td>
          <td>{formatKstDateTime(job.createdAt)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
