import type { StaffRunner, StaffTeam } from '@hanpan/core/api/staff-virtual';
import type { VirtualKind } from '@hanpan/core/virtual/types';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states.tsx';
import { useSaveRunner, useSaveTeam, useVirtualRunners, useVirtualTeams } from '../api/virtual.ts';
import { describeRaceForm, describeTeamForm } from '../virtual-text.ts';
import { RatingDialog } from './rating-dialog.tsx';

type VirtualRosterPanelProps = {
  gameType: number;
  kind: VirtualKind;
  canManage: boolean;
  onDone: (message: string) => void;
};

/** 출전표·리그: the kennel or stable of a race game, or the league of a match game, ratings editable. */
export function VirtualRosterPanel(props: VirtualRosterPanelProps) {
  return props.kind === 'greyhound' || props.kind === 'horse' ? (
    <RunnersTable {...props} />
  ) : (
    <TeamsTable {...props} />
  );
}

function Swatch({ colour }: { colour: string }) {
  return <span className="virtual-swatch" style={{ background: colour }} aria-hidden="true" />;
}

function RunnersTable({ gameType, kind, canManage, onDone }: VirtualRosterPanelProps) {
  const runners = useVirtualRunners(gameType, true);
  const save = useSaveRunner();
  const [editing, setEditing] = useState<StaffRunner | null>(null);
  const noun = kind === 'greyhound' ? '그레이하운드' : '경주마';
  return (
    <section className="panel" aria-label={`${noun} 목록`} data-testid="virtual-runners">
      <h2 className="panel__title">{kind === 'greyhound' ? '견사' : '마사'} · 능력치와 최근 성적</h2>
      {runners.isPending && <LoadingState />}
      {runners.isError && <ErrorState error={runners.error} onRetry={() => void runners.refetch()} />}
      {runners.data && runners.data.list.length === 0 && <EmptyState>등록된 {noun}가 없습니다.</EmptyState>}
      {runners.data && runners.data.list.length > 0 && (
        <DataTable
          className="table table--compact"
          testId="virtual-runner-table"
          head={
            <>
              <th scope="col">번호</th>
              <th scope="col">이름</th>
              <th scope="col">능력치</th>
              <th scope="col">최근 성적</th>
              <th scope="col">출전</th>
              <th scope="col">우승</th>
              <th scope="col">승률</th>
              {canManage && <th scope="col">관리</th>}
            </>
          }
        >
          {runners.data.list.map((runner) => (
            <tr key={runner.id} data-testid="virtual-runner-row">
              <td className="num">{runner.id}</td>
              <td>
                <Swatch colour={runner.colour} /> {runner.name}
              </td>
              <td className="num">{runner.rating}</td>
              <td className="num">{describeRaceForm(runner.form)}</td>
              <td className="num">{runner.runs.toLocaleString('ko-KR')}</td>
              <td className="num">{runner.wins.toLocaleString('ko-KR')}</td>
              <td className="num">
                {runner.runs > 0 ? `${((runner.wins / runner.runs) * 100).toFixed(1)}%` : '-'}
              </td>
              {canManage && (
                <td className="actions">
                  <button type="button" className="btn btn--sm" onClick={() => setEditing(runner)}>
                    능력치 수정
                  </button>
                </td>
              )}
            </tr>
          ))}
        </DataTable>
      )}
      {editing && (
        <RatingDialog
          title="능력치 수정"
          subject={`${noun} ${editing.name}`}
          fields={[{ key: 'rating', label: '능력치', value: editing.rating }]}
          onSave={async (ratings, reason) => {
            const reply = await save.mutateAsync({ id: editing.id, rating: ratings.rating!, reason });
            onDone(reply.message);
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}

function TeamsTable({ gameType, kind, canManage, onDone }: VirtualRosterPanelProps) {
  const teams = useVirtualTeams(gameType, true);
  const save = useSaveTeam();
  const [editing, setEditing] = useState<StaffTeam | null>(null);
  const isSoccer = kind === 'soccer';
  const attackLabel = isSoccer ? '공격력' : '공격력(득점)';
  return (
    <section className="panel" aria-label="리그 팀 목록" data-testid="virtual-teams">
      <h2 className="panel__title">리그 · 팀 능력치와 순위</h2>
      {teams.isPending && <LoadingState />}
      {teams.isError && <ErrorState error={teams.error} onRetry={() => void teams.refetch()} />}
      {teams.data && teams.data.list.length === 0 && <EmptyState>등록된 팀이 없습니다.</EmptyState>}
      {teams.data && teams.data.list.length > 0 && (
        <DataTable
          className="table table--compact"
          testId="virtual-team-table"
          head={
            <>
              <th scope="col">순위</th>
              <th scope="col">팀</th>
              <th scope="col">{attackLabel}</th>
              <th scope="col">수비력</th>
              <th scope="col">경기</th>
              <th scope="col">승</th>
              {isSoccer && <th scope="col">무</th>}
              <th scope="col">패</th>
              <th scope="col">득점</th>
              <th scope="col">실점</th>
              <th scope="col">승점</th>
              <th scope="col">최근 5경기</th>
              {canManage && <th scope="col">관리</th>}
            </>
          }
        >
          {teams.data.list.map((team) => (
            <tr key={team.id} data-testid="virtual-team-row">
              <td className="num">{team.position}</td>
              <td>
                <Swatch colour={team.colour} /> {team.name} <span className="muted small">{team.short}</span>
              </td>
              <td className="num">{team.attack}</td>
              <td className="num">{team.defence}</td>
              <td className="num">{team.played}</td>
              <td className="num">{team.won}</td>
              {isSoccer && <td className="num">{team.drawn}</td>}
              <td className="num">{team.lost}</td>
              <td className="num">{team.scored.toLocaleString('ko-KR')}</td>
              <td className="num">{team.conceded.toLocaleString('ko-KR')}</td>
              <td className="num">{team.points}</td>
              <td>{describeTeamForm(team.form)}</td>
              {canManage && (
                <td className="actions">
                  <button type="button" className="btn btn--sm" onClick={() => setEditing(team)}>
                    능력치 수정
                  </button>
                </td>
              )}
            </tr>
          ))}
        </DataTable>
      )}
      {editing && (
        <RatingDialog
          title="팀 능력치 수정"
          subject={editing.name}
          fields={[
            { key: 'attack', label: attackLabel, value: editing.attack },
            { key: 'defence', label: '수비력', value: editing.defence },
          ]}
          onSave={async (ratings, reason) => {
            const reply = await save.mutateAsync({
              id: editing.id,
              attack: ratings.attack!,
              defence: ratings.defence!,
              reason,
            });
            onDone(reply.message);
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
