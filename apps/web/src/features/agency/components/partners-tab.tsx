import { type AgencyProduct, agencyProductNames, agencyProducts } from '@hanpan/core/agency/products';
import type { AgencyPartnerItem } from '@hanpan/core/api/agency';
import { formatWon } from '@hanpan/core/money/amount';
import { type FormEvent, useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { SkeletonLines } from '../../../components/skeleton-lines.tsx';
import { useAgencyPartners } from '../api/get-partners.ts';
import { useSaveAgencyPartner } from '../api/save-partner.ts';

const percentOf = (rateBp: number) => `${(rateBp / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
const rateText = (partner: AgencyPartnerItem, product: AgencyProduct) => {
  const rate = partner.rates.find((entry) => entry.product === product);
  return rate ? percentOf(rate.rateBp) : '-';
};

/** 하부 파트너: the subtree's partners with rates, a form to create one, suspend and reactivate. */
export function PartnersTab() {
  const partners = useAgencyPartners();
  const save = useSaveAgencyPartner();
  const [notice, setNotice] = useState<string | null>(null);
  const [form, setForm] = useState({ parentId: '', name: '', joinCode: '', ownerLoginId: '' });
  const [rates, setRates] = useState<Partial<Record<AgencyProduct, string>>>({});
  const list = partners.data?.list ?? [];
  const own = list.find((partner) => partner.isOwn);

  async function onCreate(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const parentId = Number(form.parentId || own?.id);
    const rateList = agencyProducts
      .filter((product) => (rates[product] ?? '').trim() !== '')
      .map((product) => ({ product, rateBp: Math.round(Number(rates[product]) * 100) }));
    const result = await save.mutateAsync({ action: 'create', ...form, parentId, rates: rateList });
    setNotice(result.isDone ? '하부 파트너를 만들었습니다.' : result.message);
    if (result.isDone) {
      setForm({ parentId: '', name: '', joinCode: '', ownerLoginId: '' });
      setRates({});
    }
  }

  async function onStatus(partner: AgencyPartnerItem): Promise<void> {
    const status = partner.status === 'active' ? 'suspended' : 'active';
    const result = await save.mutateAsync({ action: 'status', partnerId: partner.id, status });
    setNotice(result.isDone ? (status === 'active' ? '다시 사용합니다.' : '정지했습니다.') : result.message);
  }

  return (
    <div className="agency-panel" data-testid="agency-partners">
      {notice && (
        <p className="agency-notice" role="status">
          {notice}
        </p>
      )}
      {partners.isPending && <SkeletonLines count={4} label="파트너 목록을 불러오는 중" />}
      {partners.isError && !partners.data && (
        <ErrorState message="파트너 목록을 불러오지 못했습니다." onRetry={() => void partners.refetch()} />
      )}
      {partners.data && list.length <= 1 && <EmptyState>아직 하부 파트너가 없습니다.</EmptyState>}
      {list.length > 0 && (
        <div className="agency-table-wrap">
          <table className="agency-table">
            <thead>
              <tr>
                <th scope="col">단계</th>
                <th scope="col">파트너</th>
                <th scope="col">소유 회원</th>
                <th scope="col">회원</th>
                <th scope="col">가입코드</th>
                {agencyProducts.map((product) => (
                  <th key={product} scope="col">
                    {agencyProductNames[product]}
                  </th>
                ))}
                <th scope="col">상태</th>
              </tr>
            </thead>
            <tbody>
              {list.map((partner) => (
                <tr key={partner.id} data-testid="agency-partner-row">
                  <td>{partner.levelName}</td>
                  <td style={{ paddingLeft: `${8 + (partner.depth - (own?.depth ?? 0)) * 14}px` }}>
                    {partner.name}
                  </td>
                  <td>{partner.ownerNick ?? '-'}</td>
                  <td className="num">{formatWon(partner.memberCount)}</td>
                  <td className="num">{partner.joinCodeCount}</td>
                  {agencyProducts.map((product) => (
                    <td key={product} className="num">
                      {rateText(partner, product)}
                    </td>
                  ))}
                  <td>
                    {partner.isOwn ? (
                      '본인'
                    ) : (
                      <button
                        type="button"
                        className="btn btn--ghost btn--sm"
                        disabled={save.isPending}
                        onClick={() => void onStatus(partner)}
                      >
                        {partner.status === 'active' ? '정지' : '정지 해제'}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {own && (
        <form
          className="agency-form"
          onSubmit={(event) => void onCreate(event)}
          aria-label="하부 파트너 만들기"
        >
          <h3>하부 파트너 만들기</h3>
          <div className="agency-form__grid">
            <label>
              <span>상위 파트너</span>
              <select
                className="input"
                value={form.parentId}
                onChange={(event) => setForm({ ...form, parentId: event.target.value })}
              >
                {list.map((partner) => (
                  <option key={partner.id} value={partner.id}>
                    {partner.name}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <span>이름</span>
              <input
                className="input"
                required
                maxLength={30}
                value={form.name}
                onChange={(event) => setForm({ ...form, name: event.target.value })}
              />
            </label>
            <label>
              <span>가입코드</span>
              <input
                className="input"
                required
                maxLength={16}
                value={form.joinCode}
                onChange={(event) => setForm({ ...form, joinCode: event.target.value })}
              />
            </label>
            <label>
              <span>소유 회원 아이디(선택)</span>
              <input
                className="input"
                maxLength={30}
                value={form.ownerLoginId}
                onChange={(event) => setForm({ ...form, ownerLoginId: event.target.value })}
              />
            </label>
            {agencyProducts.map((product) => (
              <label key={product}>
                <span>
                  {agencyProductNames[product]} 요율(%) · 최대{' '}
                  {rateText(list.find((p) => p.id === Number(form.parentId || own.id)) ?? own, product)}
                </span>
                <input
                  className="input"
                  inputMode="decimal"
                  value={rates[product] ?? ''}
                  onChange={(event) => setRates({ ...rates, [product]: event.target.value })}
                />
              </label>
            ))}
          </div>
          <button type="submit" className="btn btn--primary btn--sm" disabled={save.isPending}>
            만들기
          </button>
        </form>
      )}
    </div>
  );
}
