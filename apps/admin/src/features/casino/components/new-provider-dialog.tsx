import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { StaffCallError } from '../../../lib/staff-client.ts';
import { useCreateCasinoProvider } from '../api/create-provider.ts';
import { emptyProviderForm, type ProviderForm, readNewProviderForm, walletPathOf } from '../provider-form.ts';
import { ProviderFields } from './provider-fields.tsx';

type NewProviderDialogProps = { onClose: () => void; onDone: (message: string) => void };

/** 게임사 추가: a real provider (an aggregator) with its code, key and addresses, saved with a reason. */
export function NewProviderDialog({ onClose, onDone }: NewProviderDialogProps) {
  const create = useCreateCasinoProvider();
  const codeId = useId();
  const [code, setCode] = useState('');
  const [form, setForm] = useState<ProviderForm>(emptyProviderForm);

  async function confirm(reason: string): Promise<void> {
    const reading = readNewProviderForm(code, form, reason);
    if (!reading.ok) throw new StaffCallError(2, reading.message);
    const reply = await create.mutateAsync(reading.body);
    onDone(reply.message);
  }

  return (
    <ConfirmDialog
      title="게임사 추가"
      testId="casino-new-provider-dialog"
      confirmLabel="추가"
      reasonLabel="추가 사유"
      onConfirm={confirm}
      onClose={onClose}
    >
      <div className="field">
        <label htmlFor={codeId}>게임사 코드 (영문 소문자, 숫자, -)</label>
        <input
          id={codeId}
          className="input"
          maxLength={40}
          autoCapitalize="off"
          spellCheck={false}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <p className="muted small">
          게임사가 호출할 지갑 주소:{' '}
          <code data-testid="casino-new-provider-wallet">{walletPathOf(code.trim())}</code>
        </p>
      </div>
      <ProviderFields form={form} onForm={setForm} isKeyManaged={false} />
    </ConfirmDialog>
  );
}
