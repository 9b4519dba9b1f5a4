import { agencyProductNames } from '@hanpan/core/agency/products';
import type { StaffAgencyNode, StaffAgencySaveRequest } from '@hanpan/core/api/staff-agency';
import { canStaff } from '@hanpan/core/staff-roles';
import { type FormEvent, Fragment, useState } from 'react';
import { Flash } from '../../../components/flash.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { EmptyState, ErrorState, ForbiddenState, LoadingState } from '../../../components/states.tsx';
import { describeError } from '../../../lib/staff-client.ts';
import { useStaffMe } from '../../../lib/staff-session.ts';
import { useFlash } from '../../../lib/use-flash.ts';
import { useAgencyTree } from '../api/get-tree.ts';
import { useSaveAgencyTree } from '../api/save-tree.ts';
import { RatesForm } from '../components/rates-form.tsx';
import { treeOrder } from '../tree-order.ts';
import '../agency.css';

const won = new Intl.NumberFormat('ko-KR');
const rateSummary = (node: StaffAgencyNode) =>
  node.rates
    .filter((rate) => rate.folders === 0)
    .map(
      (rate) =>
        `${agencyProductNames[rate.product]} ${rate.rateBp / 100}%${rate.kind === 'losing' ? '(루징)' : ''}`,
    )
    .join(' · ') || '-';

/** 파트너 트리: the partner tree with members and today's play; create, move, rates, suspend, level names. */
export function PartnerTreePage() {
  const me = useStaffMe();
  const canView = canStaff(me.role, 'members.view');
  const canManage = canStaff(me.role, 'settings.join');
  const tree = useAgencyTree(canView);
  const save = useSaveAgencyTree();
  const [flash, showFlash] = useFlash();
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [form, setForm] = useState({ parentId: '', name: '', joinCode: '', ownerLoginId: '' });

  if (!canView) return <ForbiddenState />;

  async function run(body: StaffAgencySaveRequest, done: string): Promise<boolean> {
    setError(null);
    try {
      await save.mutateAsync(body);
      showFlash(done);
      return true;
    } catch (caught) {
      setError(describeError(caught));
      return false;
    }
  }

  async function onCreate(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const parentId = Number(form.parentId || tree.data?.nodes[0]?.id);
    if (await run({ action: 'create', ...form, parentId }, '파트너를 만들었습니다.')) {
      setForm({ parentId: '', name: '', joinCode: '', ownerLoginId: '' });
    }
  }

  const nodes = tree.data ? treeOrder(tree.data.nodes) : [];
  return (
    <>
      <PageHeader title="파트너 트리" />
      <Flash message={flash} />
      {error && (
        <p className="state state--error" role="alert">
          {error}
        </p>
      )}
      {tree.isPending && <LoadingState />}
      {tree.isError && <ErrorState error={tree.error} onRetry={() => void tree.refetch()} />}
      {tree.data && nodes.length === 0 && <EmptyState>파트너가 없습니다.</EmptyState>}
      {tree.data && nodes.length > 0 && (
        <div className="table-wrap">
          <table className="table table--compact agency-tree" data-testid="agency-tree">
            <caption className="agency-tree__caption">
              오늘({tree.data.today}, KST) 베팅·당첨은 각 파트너 직속 회원 기준입니다.
            </caption>
            <thead>
              <tr>
                <th scope="col">파트너</th>
                <th scope="col">단계</th>
                <th scope="col">가입코드</th>
                <th scope="col">소유 회원</th>
                <th scope="col">회원</th>
                <th scope="col">오늘 베팅</th>
                <th scope="col">오늘 당첨</th>
                <th scope="col">요율</th>
                <th scope="col">상태</th>
                {canManage && <th scope="col">관리</th>}
              </tr>
            </thead>
            <tbody>
              {nodes.map((node) => (
                <Fragment key={node.id}>
                  <tr data-testid="agency-tree-row">
                    <td style={{ paddingLeft: `${8 + node.depth * 18}px` }}>{node.name}</td>
                    <td>{node.levelName}</td>
                    <td>{node.joinCode}</td>
                    <td>{node.ownerLoginId ?? '-'}</td>
                    <td className="num">{won.format(node.memberCount)}</td>
                    <td className="num">{won.format(node.todayStakes)}</td>
                    <td className="num">{won.format(node.todayPayouts)}</td>
                    <td className="agency-tree__rates">{rateSummary(node)}</td>
                    <td>{node.status === 'active' ? '정상' : '정지'}</td>
                    {canManage && (
                      <td>
                        <div className="agency-tree__actions">
                          <button
                            type="button"
                            className="btn btn--sm"
                            onClick={() => setEditing(editing === node.id ? null : node.id)}
                          >
                            요율
                          </button>
                          <button
                            type="button"
                            className="btn btn--sm"
                            disabled={save.isPending}
                            onClick={() =>
                              void run(
                                {
                                  action: 'status',
                                  partnerId: node.id,
                                  status: node.status === 'active' ? 'suspended' : 'active',
                                },
                                node.status === 'active' ? '정지했습니다.' : '정지를 풀었습니다.',
                              )
                            }
                          >
                            {node.status === 'active' ? '정지' : '정지 해제'}
                          </button>
                          {node.parentId !== null && (
                            <select
                              className="input input--sm"
                              aria-label={`${node.name} 이동`}
                              value=""
                              disabled={save.isPending}
                              onChange={(event) =>
                                void run(
                                  {
                                    action: 'move',
                                    partnerId: node.id,
                                    parentId: Number(event.target.value),
                                  },
                                  '파트너를 이동했습니다.',
                                )
                              }
                            >
                              <option value="">이동…</option>
                              {nodes
                                .filter((other) => other.id !== node.id && other.id !== node.parentId)
                                .map((other) => (
                                  <option key={other.id} value={other.id}>
                                    {other.name}
                                  </option>
                                ))}
                            </select>
                          )}
                        </div>
                      </td>
                    )}
                  </tr>
                  {editing === node.id && (
                    <tr>
                      <td colSpan={10}>
                        <RatesForm
                          node={node}
                          isBusy={save.isPending}
                          onSave={(rates) =>
                            void run({ action: 'rates', partnerId: node.id, rates }, '요율을 저장했습니다.')
                          }
                        />
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {canManage && tree.data && (
        <div className="agency-forms">
          <form
            className="panel agency-form"
            onSubmit={(event) => void onCreate(event)}
            aria-label="파트너 만들기"
          >
            <h2 className="panel__title">파트너 만들기</h2>
            <label className="agency-form__field">
              상위 파트너
              <select
                className="input"
                value={form.parentId}
                onChange={(event) => setForm({ ...form, parentId: event.target.value })}
              >
                {nodes.map((node) => (
                  <option key={node.id} value={node.id}>
                    {`${'　'.repeat(node.depth)}${node.name}`}
                  </option>
                ))}
              </select>
            </label>
            <label className="agency-form__field">
              이름
              <input
                className="input"
                required
                maxLength={30}
                value={form.name}
                onChange={(event) => setForm({ ...form, name: event.target.value })}
              />
            </label>
            <label className="agency-form__field">
              가입코드
              <input
                className="input"
                required
                maxLength={16}
                value={form.joinCode}
                onChange={(event) => setForm({ ...form, joinCode: event.target.value })}
              />
            </label>
            <label className="agency-form__field">
              소유 회원 아이디(선택)
              <input
                className="input"
                maxLength={30}
                value={form.ownerLoginId}
                onChange={(event) => setForm({ ...form, ownerLoginId: event.target.value })}
              />
            </label>
            <button type="submit" className="btn btn--primary btn--sm" disabled={save.isPending}>
              만들기
            </button>
          </form>
          <LevelsForm
            levels={tree.data.levels}
            isBusy={save.isPending}
            onSave={(levels) => void run({ action: 'levels', levels }, '단계 이름을 저장했습니다.')}
          />
        </div>
      )}
    </>
  );
}

function LevelsForm({
  levels,
  isBusy,
  onSave,
}: {
  levels: { depth: number; name: string }[];
  isBusy: boolean;
  onSave: (levels: { depth: number; name: string }[]) => void;
}) {
  const [names, setNames] = useState(() => levels.map((level) => ({ ...level })));
  return (
    <form
      className="panel agency-form"
      aria-label="단계 이름"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(names);
      }}
    >
      <h2 className="panel__title">단계 이름</h2>
      {names.map((level, index) => (
        <label key={level.depth} className="agency-form__field">
          {level.depth}단계
          <input
            className="input"
            required
            maxLength={20}
            value={level.name}
            onChange={(event) =>
              setNames(names.map((item, at) => (at === index ? { ...item, name: event.target.value } : item)))
            }
          />
        </label>
      ))}
      <button type="submit" className="btn btn--primary btn--sm" disabled={isBusy}>
        저장
      </button>
    </form>
  );
}
