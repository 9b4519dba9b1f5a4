import { replyCode } from '@hanpan/core/api/envelope';
import {
  type OddsChangePreference,
  oddsChangePreferences,
  oddsChangePreferenceText,
} from '@hanpan/core/betting/odds-change';
import { useId } from 'react';
import { showAlert } from '../../../lib/alert-store.ts';
import { replyMessage } from '../../../lib/api-client.ts';
import { describeError, isHandledByClient } from '../../../lib/api-error.ts';
import { useSetBetPreference } from '../api/set-bet-preference.ts';

/** The member's answer to a price that moved before the bet is taken (saved per member). */
export function OddsChangeSelect({ value }: { value: OddsChangePreference }) {
  const id = useId();
  const save = useSetBetPreference();
  async function change(next: OddsChangePreference): Promise<void> {
    try {
      const reply = await save.mutateAsync(next);
      if (reply.code !== replyCode.ok && reply.code !== replyCode.sessionGone) {
        await showAlert({ message: replyMessage(reply) ?? '설정을 저장하지 못했습니다.' });
      }
    } catch (error) {
      if (!isHandledByClient(error)) await showAlert({ message: describeError(error) });
    }
  }
  return (
    <div className="slip-preference">
      <label className="slip-preference__label" htmlFor={id}>
        배당 변경
      </label>
      <select
        id={id}
        className="input slip-preference__control"
        data-testid="slip-odds-change"
        value={save.isPending && save.variables ? save.variables : value}
        disabled={save.isPending}
        onChange={(event) => void change(event.target.value as OddsChangePreference)}
      >
        {oddsChangePreferences.map((preference) => (
          <option key={preference} value={preference}>
            {oddsChangePreferenceText[preference]}
          </option>
        ))}
      </select>
    </div>
  );
}
