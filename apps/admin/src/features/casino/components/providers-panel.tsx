import type { StaffCasinoProviderView } from '@hanpan/core/api/staff-casino';
import { formatKstDateTime } from '@hanpan/core/time/kst';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states.tsx';
import { useCasinoProviders } from '../api/get-providers.ts';
import { ProviderDialog } from './provider-dialog.tsx';

/** The play rules of a provider in a few words. */
function rulesText(rules: StaffCasinoProviderView['rules']): string[] {
  return [
    rules.noAutoplay ? '자동 플레이 금지' : '자동 플레이 허용',
    `최소 회전 ${rules.minSpinMs.toLocaleString('ko-KR')}ms`,
    rules.noSmallWinCelebration ? '소액 당첨 연출 없음' : '소액 당첨 연출 있음',
  ];
}

type ProvidersPanelProps = { canManage: boolean; onDone: (message: string) => void };

/** 게임사: each provider's switch, keys, addresses and play rules; 설정 edits them with a reason. */
export function ProvidersPanel({ canManage, onDone }: ProvidersPanelProps) {
  const providers = useCasinoProviders();
  const [editing, setEditing] = useState<StaffCasinoProviderView | null>(null);
  if (providers.isPending) return <LoadingState />;
  if (providers.isError)
    return <ErrorState error={providers.error} onRetry={() => void providers.refetch()} />;
  if (providers.data.list.length === 0) return <EmptyState>등록된 게임사가 없습니다.</EmptyState>;
  return (
    <>
      <DataTable
        className="table table--compact"
        testId="casino-provider-table"
        head={
          <>
            <th scope="col">게임사</th>
            <th scope="col">운영</th>
            <th scope="col" className="num">
              게임
            </th>
            <th scope="col">주소</th>
            <th scope="col">공개키</th>
            <th scope="col">이용자 보호</th>
            <th scope="col">수정</th>
            <th scope="col">관리</th>
          </>
        }
      >
        {providers.data.list.map((provider) => (
          <tr key={provider.id} data-testid={`casino-provider-${provider.code}`}>
            <td>
              {provider.name} <span className="muted small">{provider.code}</span>
            </td>
            <td>
              <span className={`status status--${provider.isEnabled ? 'active' : 'disabled'}`}>
                {provider.isEnabled ? '운영 중' : '중지'}
              </span>
            </td>
            <td className="num">
              {provider.enabledGameCount} / {provider.gameCount}
            </td>
            <td className="casino-addresses">
              <span>
                <span className="muted small">지갑</span> <code>{provider.walletUrl}</code>
              </span>
              <span>
                <span className="muted small">실행</span> <code>{provider.launchUrl}</code>
              </span>
            </td>
            <td>
              <details className="casino-key-details">
                <summary>보기</summary>
                <pre className="casino-key">{provider.publicKey}</pre>
              </details>
            </td>
            <td>
              <ul className="casino-rule-list">
                {rulesText(provider.rules).map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </td>
            <td className="small">{formatKstDateTime(provider.updatedAt)}</td>
            <td className="actions">
              {canManage ? (
                <button type="button" className="btn btn--sm" onClick={() => setEditing(provider)}>
                  설정
                </button>
              ) : (
                <span className="muted small">조회 전용</span>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
      {editing && <ProviderDialog provider={editing} onClose={() => setEditing(null)} onDone={onDone} />}
    </>
  );
}
