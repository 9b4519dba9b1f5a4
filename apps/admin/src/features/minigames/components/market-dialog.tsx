import type { StaffMinigameMarket } from '@hanpan/core/api/staff-minigame-markets';
import type { StaffMinigameGame } from '@hanpan/core/api/staff-minigames';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { StaffCallError } from '../../../lib/staff-client.ts';
import { useSaveMinigameMarket } from '../api/minigame-markets.ts';
import { type MarketSettingForm, readMarketSettingForm, toMarketSettingForm } from '../market-form.ts';
import { describeEvenOdds } from '../minigame-settings-form.ts';

type MarketDialogProps = {
  game: StaffMinigameGame;
  /** The market's own settings (a virtual game's market has no picks list here: its prices are per event). */
  market: Pick<StaffMinigameMarket, 'key' | 'name' | 'marginBp' | 'maxBet' | 'maxWin'>;
  onClose: () => void;
  onDone: (message: string) => void;
};

/** Edits one market's margin and limits ('' = as the game), with a required reason. */
export function MarketDialog({ game, market, onClose, onDone }: MarketDialogProps) {
  const save = useSaveMinigameMarket();
  const [form, setForm] = useState<MarketSettingForm>(() => toMarketSettingForm(market));
  const ids = { margin: useId(), maxBet: useId(), maxWin: useId() };
  const change = (key: keyof MarketSettingForm) => (value: string) => setForm({ ...form, [key]: value });
  const evenOdds = form.marginPercent.trim() === '' ? null : describeEvenOdds(form.marginPercent);

  async function confirm(reason: string): Promise<void> {
    const reading = readMarketSettingForm(form);
    if (!reading.ok) throw new StaffCallError(2, reading.message);
    const reply = await save.mutateAsync({
      gameType: game.gameType,
      marketKey: market.key,
      setting: reading.value,
      reason,
    });
    onDone(reply.message);
  }

  return (
    <ConfirmDialog
      title="마켓 배당·한도 변경"
      testId="minigame-market-dialog"
      confirmLabel="저장"
      reasonLabel="변경 사유"
      onConfirm={confirm}
      onClose={onClose}
    >
      <p className="confirm-text">
        <strong>
          {game.name} · {market.name}
        </strong>
      </p>
      <div className="field">
        <label htmlFor={ids.margin}>마켓 마진 (%, 비우면 게임 마진 {game.marginBp / 100}%)</label>
        <input
          id={ids.margin}
          name="marginPercent"
          className="input num"
          inputMode="decimal"
          value={form.marginPercent}
          onChange={(event) => change('marginPercent')(event.target.value)}
        />
        {evenOdds && <p className="muted small">확률 50% 선택지의 배당: {evenOdds}</p>}
      </div>
      <div className="field">
        <label htmlFor={ids.maxBet}>마켓 최대 베팅금 (원, 비우면 게임 한도만)</label>
        <input
          id={ids.maxBet}
          name="maxBet"
          className="input num"
          inputMode="numeric"
          value={form.maxBet}
          onChange={(event) => change('maxBet')(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.maxWin}>마켓 최대 당첨금 (원, 비우면 게임 한도만)</label>
        <input
          id={ids.maxWin}
          name="maxWin"
          className="input num"
          inputMode="numeric"
          value={form.maxWin}
          onChange={(event) => change('maxWin')(event.target.value)}
        />
      </div>
    </ConfirmDialog>
  );
}
