import type { StaffMinigameGame } from '@hanpan/core/api/staff-minigames';
import { formatKstDateTime } from '@hanpan/core/time/kst';
import { useState } from 'react';
import { formatWonText } from '../../../lib/format.ts';
import { limitFields } from '../market-form.ts';
import { describeMargin } from '../minigame-settings-form.ts';
import { LimitsDialog } from './limits-dialog.tsx';
import { SettingsDialog } from './settings-dialog.tsx';
import { SwitchDialog } from './switch-dialog.tsx';

type VirtualSettingsPanelProps = {
  game: StaffMinigameGame;
  canManage: boolean;
  onDone: (message: string) => void;
};

/**
 * A virtual game's settings in one dense block: on/off, cadence, close seconds, game margin and limits,
 * changed through the mini-game dialogs (the same call and audit as every round game).
 */
export function VirtualSettingsPanel({ game, canManage, onDone }: VirtualSettingsPanelProps) {
  const [dialog, setDialog] = useState<'switch' | 'settings' | 'limits' | null>(null);
  const close = () => setDialog(null);
  return (
    <section className="panel" aria-label={`${game.name} 설정`} data-testid="virtual-settings">
      <div className="toolbar">
        <h2 className="panel__title">{game.name} 설정</h2>
        {canManage && (
          <div className="actions">
            <button type="button" className="btn btn--sm" onClick={() => setDialog('settings')}>
              설정
            </button>
            <button type="button" className="btn btn--sm" onClick={() => setDialog('limits')}>
              한도 수정
            </button>
            <button
              type="button"
              className={`btn btn--sm ${game.isEnabled ? 'btn--danger-ghost' : 'btn--primary'}`}
              onClick={() => setDialog('switch')}
            >
              {game.isEnabled ? '끄기' : '켜기'}
            </button>
          </div>
        )}
      </div>
      <dl className="minigames-limits">
        <div className="minigames-limits__item">
          <dt>운영</dt>
          <dd>
            <span className={`status status--${game.isEnabled ? 'active' : 'disabled'}`}>
              {game.isEnabled ? '운영 중' : '중지'}
            </span>
          </dd>
        </div>
        <div className="minigames-limits__item">
          <dt>주기</dt>
          <dd className="num">{game.periodMinutes}분</dd>
        </div>
        <div className="minigames-limits__item">
          <dt>베팅 마감</dt>
          <dd className="num">출발 {game.closeSeconds}초 전</dd>
        </div>
        <div className="minigames-limits__item">
          <dt>게임 마진</dt>
          <dd className="num">{describeMargin(game.marginBp)}</dd>
        </div>
        <div className="minigames-limits__item">
          <dt>지연 무효</dt>
          <dd className="num">{game.lateVoidSeconds === null ? '없음' : `${game.lateVoidSeconds}초`}</dd>
        </div>
        {limitFields.map(({ key, label }) => (
          <div key={key} className="minigames-limits__item">
            <dt>{label}</dt>
            <dd className="num">{formatWonText(game.limits[key])}</dd>
          </div>
        ))}
        <div className="minigames-limits__item">
          <dt>최근 변경</dt>
          <dd>{formatKstDateTime(game.updatedAt)}</dd>
        </div>
      </dl>
      {dialog === 'switch' && <SwitchDialog game={game} onClose={close} onDone={onDone} />}
      {dialog === 'settings' && <SettingsDialog game={game} onClose={close} onDone={onDone} />}
      {dialog === 'limits' && (
        <LimitsDialog game={game} limits={game.limits} onClose={close} onDone={onDone} />
      )}
    </section>
  );
}
