import { pickParticle } from '@hanpan/core/korean/particle';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states.tsx';
import { useSportsCatalogue } from '../api/get-sports-catalogue.ts';
import { useSetVisibility } from '../api/set-visibility.ts';

type Toggle = { kind: 'sport' | 'league'; id: number; name: string; isVisible: boolean };

const visibleText = (isVisible: boolean) => (isVisible ? '노출' : '숨김');

/** 종목/리그 노출: every sport and league with a show/hide button (confirmed, with a reason), searchable. */
export function VisibilityTab({ onSaved }: { onSaved: (message: string) => void }) {
  const catalogue = useSportsCatalogue();
  const setVisibility = useSetVisibility();
  const [search, setSearch] = useState('');
  const [toggle, setToggle] = useState<Toggle | null>(null);
  const searchId = useId();

  if (catalogue.isPending) return <LoadingState />;
  if (catalogue.isError)
    return <ErrorState error={catalogue.error} onRetry={() => void catalogue.refetch()} />;

  const needle = search.trim().toLowerCase();
  const matches = (text: string) => needle === '' || text.toLowerCase().includes(needle);
  const sports = catalogue.data.sports
    .map((sport) => ({
      ...sport,
      leagues: matches(sport.name)
        ? sport.leagues
        : sport.leagues.filter((league) => matches(league.name) || matches(league.regionName)),
    }))
    .filter((sport) => matches(sport.name) || sport.leagues.length > 0);

  const toggleButton = (item: Toggle) => (
    <button
      type="button"
      className={`btn btn--sm ${item.isVisible ? 'btn--danger-ghost' : ''}`}
      disabled={setVisibility.isPending}
      onClick={() => setToggle(item)}
    >
      {item.isVisible ? '숨기기' : '노출하기'}
    </button>
  );

  return (
    <>
      <div className="filters" role="search">
        <div className="field field--inline">
          <label htmlFor={searchId}>검색</label>
          <input
            id={searchId}
            type="search"
            className="input"
            placeholder="종목, 리그, 지역"
            maxLength={50}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      {sports.length === 0 && <EmptyState>검색어에 맞는 종목이나 리그가 없습니다.</EmptyState>}
      {sports.map((sport) => (
        <section
          className="panel sports-visibility"
          key={sport.sportId}
          data-testid={`sport-${sport.sportId}`}
        >
          <div className="sports-visibility__head">
            <h2 className="panel__title">
              {sport.name} <span className="muted small">경기 {sport.fixtureCount}</span>
            </h2>
            <span className={`status status--${sport.isVisible ? 'active' : 'suspended'}`}>
              {visibleText(sport.isVisible)}
            </span>
            {toggleButton({ kind: 'sport', id: sport.sportId, name: sport.name, isVisible: sport.isVisible })}
          </div>
          {sport.leagues.length > 0 && (
            <div className="table-wrap">
              <table className="table table--compact table--cards">
                <thead>
                  <tr>
                    <th scope="col">지역</th>
                    <th scope="col">리그</th>
                    <th scope="col" className="num">
                      경기
                    </th>
                    <th scope="col">상태</th>
                    <th scope="col">
                      <span className="visually-hidden">변경</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {sport.leagues.map((league) => (
                    <tr key={league.leagueId}>
                      <td data-label="지역">{league.regionName || '-'}</td>
                      <td data-label="리그" className="strong">
                        {league.name}
                      </td>
                      <td data-label="경기" className="num">
                        {league.fixtureCount}
                      </td>
                      <td data-label="상태">
                        <span className={`status status--${league.isVisible ? 'active' : 'suspended'}`}>
                          {visibleText(league.isVisible)}
                        </span>
                      </td>
                      <td className="actions">
                        {toggleButton({
                          kind: 'league',
                          id: league.leagueId,
                          name: league.name,
                          isVisible: league.isVisible,
                        })}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ))}
      {toggle && (
        <ConfirmDialog
          title={`${toggle.kind === 'sport' ? '종목' : '리그'} ${toggle.isVisible ? '숨기기' : '노출하기'}`}
          testId="visibility-confirm"
          confirmLabel={toggle.isVisible ? '숨기기' : '노출하기'}
          tone={toggle.isVisible ? 'danger' : 'primary'}
          reasonLabel="변경 사유"
          onConfirm={async (reason) => {
            await setVisibility.mutateAsync({
              kind: toggle.kind,
              id: toggle.id,
              isVisible: !toggle.isVisible,
              reason,
            });
            onSaved(`${toggle.name}: ${visibleText(!toggle.isVisible)} 상태로 변경했습니다.`);
          }}
          onClose={() => setToggle(null)}
        >
          <p className="confirm-text">
            <strong>{toggle.name}</strong>
            {pickParticle(toggle.name, '을/를')}{' '}
            {toggle.isVisible ? '회원 화면의 메뉴와 경기 목록에서 숨깁니다.' : '회원 화면에 다시 노출합니다.'}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
