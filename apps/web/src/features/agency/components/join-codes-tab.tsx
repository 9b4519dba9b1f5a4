import { formatWon } from '@hanpan/core/money/amount';
import { formatKstDate } from '@hanpan/core/time/kst';
import { type FormEvent, useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { SkeletonLines } from '../../../components/skeleton-lines.tsx';
import { useAgencyJoinCodes } from '../api/get-join-codes.ts';
import { useAgencyPartners } from '../api/get-partners.ts';
import { useSaveAgencyJoinCode } from '../api/save-join-code.ts';

/** 가입코드: the subtree's codes with sign-ups; create, disable and enable. */
export function JoinCodesTab() {
  const codes = useAgencyJoinCodes();
  const partners = useAgencyPartners();
  const save = useSaveAgencyJoinCode();
  const [notice, setNotice] = useState<string | null>(null);
  const [partnerId, setPartnerId] = useState('');
  const [code, setCode] = useState('');
  const partnerList = partners.data?.list ?? [];

  async function onCreate(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const target = Number(partnerId || partnerList[0]?.id);
    const result = await save.mutateAsync({ action: 'create', partnerId: target, code });
    setNotice(result.isDone ? '가입코드를 만들었습니다.' : result.message);
    if (result.isDone) setCode('');
  }

  async function onToggle(id: number, isEnabled: boolean): Promise<void> {
    const result = await save.mutateAsync({ action: 'setEnabled', id, isEnabled });
    setNotice(result.isDone ? (isEnabled ? '사용합니다.' : '사용을 중지했습니다.') : result.message);
  }

  const list = codes.data?.list ?? [];
  return (
    <div className="agency-panel" data-testid="agency-join-codes">
      <form
        className="agency-toolbar"
        onSubmit={(event) => void onCreate(event)}
        aria-label="가입코드 만들기"
      >
        <select
          className="input"
          aria-label="파트너"
          value={partnerId}
          onChange={(event) => setPartnerId(event.target.value)}
        >
          {partnerList.map((partner) => (
            <option key={partner.id} value={partner.id}>
              {partner.name}
            </option>
          ))}
        </select>
        <input
          className="input"
          aria-label="새 가입코드"
          placeholder="영문 소문자·숫자"
          required
          maxLength={16}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" className="btn btn--primary btn--sm" disabled={save.isPending}>
          만들기
        </button>
      </form>
      {notice && (
        <p className="agency-notice" role="status">
          {notice}
        </p>
      )}
      {codes.isPending && <SkeletonLines count={4} label="가입코드를 불러오는 중" />}
      {codes.isError && !codes.data && (
        <ErrorState message="가입코드를 불러오지 못했습니다." onRetry={() => void codes.refetch()} />
      )}
      {codes.data && list.length === 0 && <EmptyState>가입코드가 없습니다.</EmptyState>}
      {list.length > 0 && (
        <div className="agency-table-wrap">
          <table className="agency-table">
            <thead>
              <tr>
                <th scope="col">가입코드</th>
                <th scope="col">파트너</th>
                <th scope="col">가입 회원</th>
                <th scope="col">만든 날</th>
                <th scope="col">상태</th>
              </tr>
            </thead>
            <tbody>
              {list.map((item) => (
                <tr key={item.id} data-testid="agency-code-row">
                  <td>{item.code}</td>
                  <td>{item.partnerName}</td>
                  <td className="num">{formatWon(item.signUps)}</td>
                  <td>{formatKstDate(item.createdAt)}</td>
                  <td>
                    <button
                      type="button"
                      className="btn btn--ghost btn--sm"
                      disabled={save.isPending}
                      onClick={() => void onToggle(item.id, !item.isEnabled)}
                    >
                      {item.isEnabled ? '사용 중 · 중지' : '중지됨 · 사용'}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
