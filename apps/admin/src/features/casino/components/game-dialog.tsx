import { type CasinoCategory, casinoCategoryText, casinoGameKindText } from '@hanpan/core/api/casino';
import type { StaffCasinoGameView } from '@hanpan/core/api/staff-casino';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { StaffCallError } from '../../../lib/staff-client.ts';
import { useSaveCasinoGame } from '../api/save-game.ts';

type GameDialogProps = {
  game: StaffCasinoGameView;
  onClose: () => void;
  onDone: (message: string) => void;
};

/** The lobby order as typed, or null when it is not a whole number from 0 to 10,000. */
export function readSortOrder(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,5}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= 10_000 ? value : null;
}

/** Edits a game's switch, lobby and order, saved with a required reason. */
export function GameDialog({ game, onClose, onDone }: GameDialogProps) {
  const save = useSaveCasinoGame();
  const [isEnabled, setIsEnabled] = useState(game.isEnabled);
  const [category, setCategory] = useState<CasinoCategory>(game.category);
  const [sortOrder, setSortOrder] = useState(String(game.sortOrder));
  const ids = { enabled: useId(), category: useId(), order: useId() };

  async function confirm(reason: string): Promise<void> {
    const order = readSortOrder(sortOrder);
    if (order === null) throw new StaffCallError(2, '노출 순서는 0~10,000 사이의 숫자로 입력해 주세요.');
    const reply = await save.mutateAsync({ id: game.id, isEnabled, category, sortOrder: order, reason });
    onDone(reply.message);
  }

  return (
    <ConfirmDialog
      title="게임 설정"
      testId="casino-game-dialog"
      confirmLabel="저장"
      reasonLabel="변경 사유"
      onConfirm={confirm}
      onClose={onClose}
    >
      <p className="confirm-text">
        <strong>{game.name}</strong>{' '}
        <span className="muted small">
          {game.providerName} · {game.code} · {casinoGameKindText[game.kind]}
        </span>
      </p>
      <div className="casino-check">
        <input
          id={ids.enabled}
          type="checkbox"
          checked={isEnabled}
          onChange={(event) => setIsEnabled(event.target.checked)}
        />
        <label htmlFor={ids.enabled}>로비에 노출하고 실행 허용</label>
      </div>
      <div className="field">
        <label htmlFor={ids.category}>로비</label>
        <select
          id={ids.category}
          className="input"
          value={category}
          onChange={(event) => setCategory(event.target.value as CasinoCategory)}
        >
          {(['casino', 'slot'] as const).map((value) => (
            <option key={value} value={value}>
              {casinoCategoryText[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.order}>노출 순서 (작을수록 앞)</label>
        <input
          id={ids.order}
          className="input num"
          inputMode="numeric"
          value={sortOrder}
          onChange={(event) => setSortOrder(event.target.value)}
        />
      </div>
    </ConfirmDialog>
  );
}
