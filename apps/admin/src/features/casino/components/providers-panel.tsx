import { managedKeyNote, type StaffCasinoProviderView } from '@hanpan/core/api/staff-casino';
import { formatKstDateTime } from '@hanpan/core/time/kst';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states.tsx';
import { useCasinoProviders } from '../api/get-providers.ts';
import { ImportDialog } from './import-dialog.tsx';
import { NewProviderDialog } from './new-provider-dialog.tsx';
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

/**
 * 게임사: each provider's switch, keys, addresses and play rules; 설정 edits them, 게임 가져오기
 * imports its game list and 게임사 추가 adds one, each with a reason.
 */
export function ProvidersPanel({ canManage, onDone }: ProvidersPanelProps) {
  const providers = useCasinoProviders();
  const [editing, setEditing] = useState<StaffCasinoProviderView | null>(null);
  const [importing, setImporting] = useState<StaffCasinoProviderView | null>(null);
  const [isAdding, setIsAdding] = useState(false);
  return (
    <>
      {canManage && (
        <div className="toolbar">
          <button type="button" className="btn btn--primary btn--sm" onClick={() => setIsAdding(true)}>
            게임사 추가
          </button>
        </div>
      )}
      {providers.isPending && <LoadingState />}
      {providers.isError && <ErrorState error={providers.error} onRetry={() => void providers.refetch()} />}
      {providers.data?.list.length === 0 && <EmptyState>등록된 게임사가 없습니다.</EmptyState>}
      {providers.data && providers.data.list.length > 0 && (
        <ProviderTable
          list={providers.data.list}
          canManage={canManage}
          onEdit={setEditing}
          onImport={setImporting}
        />
      )}
      {editing && <ProviderDialog provider={editing} onClose={() => setEditing(null)} onDone={onDone} />}
      {importing && <ImportDialog provider={importing} onClose={() => setImporting(null)} onDone={onDone} />}
      {isAdding && <NewProviderDialog onClose={() => setIsAdding(false)} onDone={onDone} />}
    </>
  );
}

type ProviderTableProps = {
  list: StaffCasinoProviderView[];
  canManage: boolean;
  onEdit: (provider: StaffCasinoProviderView) => void;
  onImport: (provider: StaffCasinoProviderView) => void;
};

function ProviderTable({ list, canManage, onEdit, onImport }: ProviderTableProps) {
  return (
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
      {list.map((provider) => (
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
            {provider.reportUrl && (
              <span>
                <span className="muted small">거래 내역</span> <code>{provider.reportUrl}</code>
              </span>
            )}
            {provider.gamesUrl && (
              <span>
                <span className="muted small">게임 목록</span> <code>{provider.gamesUrl}</code>
              </span>
            )}
          </td>
          <td>
            <details className="casino-key-details">
              <summary>보기</summary>
              <pre className="casino-key">{provider.publicKey}</pre>
            </details>
            {provider.isKeyManaged && <span className="muted small">{managedKeyNote}</span>}
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
              <>
                <button type="button" className="btn btn--sm" onClick={() => onEdit(provider)}>
                  설정
                </button>
                <button type="button" className="btn btn--sm" onClick={() => onImport(provider)}>
                  게임 가져오기
                </button>
              </>
            ) : (
              <span className="muted small">조회 전용</span>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
