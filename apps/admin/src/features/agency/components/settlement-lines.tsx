import { agencyCommissionKindNames, agencyFolderBucketNames } from '@hanpan/core/api/agency';
import type { StaffAgencySettlementItem } from '@hanpan/core/api/agency-settlement';

const won = new Intl.NumberFormat('ko-KR');
const percentOf = (rateBp: number) => `${(rateBp / 100).toFixed(2).replace(/\.?0+$/, '')}%`;

type Line = StaffAgencySettlementItem['lines'][number];

// Whose play a line is on, or which earlier day it settles (adjustments) or carries (negative days).
function subjectOf(line: Line): string {
  if (line.kind === 'carried') return `${line.forDay} 미지급분 이월`;
  if (line.kind === 'manual') return '관리자 조정';
  const source = line.sourcePartnerName ? `하부: ${line.sourcePartnerName}` : '직속 회원';
  return line.isAdjustment ? `${source} (조정: ${line.forDay})` : source;
}

/** A settlement's statement lines as staff read them. */
export function SettlementLines({ lines }: { lines: readonly Line[] }) {
  if (lines.length === 0) return <p className="agency-settlement__none">정산 내역이 없습니다.</p>;
  return (
    <div className="table-wrap">
      <table className="table agency-settlement__lines" data-testid="settlement-lines">
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
          {lines.map((line, index) => (
            // Lines have no id of their own; the server fixes their order within a settlement.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <tr key={index}>
              <td>{line.productName}</td>
              <td>{agencyCommissionKindNames[line.kind]}</td>
              <td>{line.product === 'settlement' ? '-' : agencyFolderBucketNames[line.folders]}</td>
              <td>{subjectOf(line)}</td>
              <td className="num">{won.format(line.base)}</td>
              <td className="num">{line.product === 'settlement' ? '-' : percentOf(line.rateBp)}</td>
              <td className="num">{won.format(line.carryIn)}</td>
              <td className="num">{won.format(line.carryOut)}</td>
              <td className={`num${line.amount < 0 ? ' agency-settlement__neg' : ''}`}>
                {won.format(line.amount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
