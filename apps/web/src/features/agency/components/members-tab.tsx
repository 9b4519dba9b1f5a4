import { agencyProducts } from '@hanpan/core/agency/products';
import type { AgencyMemberItem } from '@hanpan/core/api/agency';
import { formatWon } from '@hanpan/core/money/amount';
import { formatKstDate, formatKstMinute } from '@hanpan/core/time/kst';
import { type FormEvent, useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { Pager } from '../../../components/pager.tsx';
import { SkeletonLines } from '../../../components/skeleton-lines.tsx';
import { useAgencyMembers } from '../api/get-members.ts';
import { useAgencyPartners } from '../api/get-partners.ts';
import { useSaveAgencyPartner } from '../api/save-partner.ts';

const totalOf = (bets: AgencyMemberItem['bets']) =>
  agencyProducts.reduce(
    (sum, product) => ({
      count: sum.count + bets[product].count,
      stakes: sum.stakes + bets[product].stakes,
      ggr: sum.ggr + bets[product].ggr,
    }),
    { count: 0, stakes: 0, ggr: 0 },
  );

/** 회원: the subtree's members, searchable, with a move between the partner's own sub-partners. */
export function MembersTab() {
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [partnerId, setPartnerId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);
  const members = useAgencyMembers(search, partnerId, page);
  const partners = useAgencyPartners();
  const save = useSaveAgencyPartner();
  const partnerList = partners.data?.list ?? [];

  function onSearch(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    setSearch(searchText.trim());
    setPage(1);
  }

  async function onMove(member: AgencyMemberItem, toPartnerId: number): Promise<void> {
    const target = partnerList.find((partner) => partner.id === toPartnerId);
    if (!target || !window.confirm(`${member.nick} 회원을 ${target.name}(으)로 이동할까요?`)) return;
    const result = await save.mutateAsync({ action: 'moveMember', memberId: member.id, toPartnerId });
    setNotice(result.isDone ? '회원을 이동했습니다.' : result.message);
  }

  const data = members.data;
  const pageCount = data ? Math.ceil(data.total / data.pageSize) : 0;
  return (
    <div className="agency-panel" data-testid="agency-members">
      <form className="agency-toolbar" onSubmit={onSearch}>
        <input
          type="search"
          className="input"
          placeholder="아이디 또는 닉네임"
          aria-label="회원 검색"
          value={searchText}
          maxLength={30}
          onChange={(event) => setSearchText(event.target.value)}
        />
        <select
          className="input"
          aria-label="소속 파트너"
          value={partnerId ?? ''}
          onChange={(event) => {
            setPartnerId(event.target.value ? Number(event.target.value) : null);
            setPage(1);
          }}
        >
          <option value="">전체 파트너</option>
          {partnerList.map((partner) => (
            <option key={partner.id} value={partner.id}>
              {partner.name}
            </option>
          ))}
        </select>
        <button type="submit" className="btn btn--primary btn--sm">
          검색
        </button>
      </form>
      {notice && (
        <p className="agency-notice" role="status">
          {notice}
        </p>
      )}
      {members.isPending && <SkeletonLines count={5} label="회원 목록을 불러오는 중" />}
      {members.isError && !data && (
        <ErrorState message="회원 목록을 불러오지 못했습니다." onRetry={() => void members.refetch()} />
      )}
      {data && data.list.length === 0 && <EmptyState>조건에 맞는 회원이 없습니다.</EmptyState>}
      {data && data.list.length > 0 && (
        <div className="agency-table-wrap">
          <table className="agency-table">
            <thead>
              <tr>
                <th scope="col">아이디</th>
                <th scope="col">닉네임</th>
                <th scope="col">소속</th>
                <th scope="col">가입일</th>
                <th scope="col">최근 접속</th>
                <th scope="col" className="num">
                  캐시
                </th>
                <th scope="col" className="num">
                  포인트
                </th>
                <th scope="col" className="num">
                  충전
                </th>
                <th scope="col" className="num">
                  환전
                </th>
                <th scope="col" className="num">
                  베팅(건)
                </th>
                <th scope="col" className="num">
                  베팅액
                </th>
                <th scope="col" className="num">
                  GGR
                </th>
                <th scope="col">이동</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((member) => {
                const total = totalOf(member.bets);
                return (
                  <tr key={member.id} data-testid="agency-member-row">
                    <td>{member.loginId}</td>
                    <td>{member.nick}</td>
                    <td>{member.partnerName}</td>
                    <td>{formatKstDate(member.joinedAt)}</td>
                    <td>{member.lastLoginAt ? formatKstMinute(member.lastLoginAt) : '-'}</td>
                    <td className="num">{formatWon(member.cash)}</td>
                    <td className="num">{formatWon(member.point)}</td>
                    <td className="num">{formatWon(member.deposits)}</td>
                    <td className="num">{formatWon(member.withdrawals)}</td>
                    <td className="num">{formatWon(total.count)}</td>
                    <td className="num">{formatWon(total.stakes)}</td>
                    <td className={`num${total.ggr < 0 ? ' neg' : ''}`}>{formatWon(total.ggr)}</td>
                    <td>
                      <select
                        className="input input--sm"
                        aria-label={`${member.nick} 이동`}
                        value=""
                        disabled={save.isPending || partnerList.length < 2}
                        onChange={(event) => void onMove(member, Number(event.target.value))}
                      >
                        <option value="">이동…</option>
                        {partnerList
                          .filter((partner) => partner.id !== member.partnerId)
                          .map((partner) => (
                            <option key={partner.id} value={partner.id}>
                              {partner.name}
                            </option>
                          ))}
                      </select>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} pageCount={pageCount} onPage={setPage} />
    </div>
  );
}
