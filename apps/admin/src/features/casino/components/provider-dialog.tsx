import type { StaffCasinoProviderView } from '@hanpan/core/api/staff-casino';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { StaffCallError } from '../../../lib/staff-client.ts';
import { useSaveCasinoProvider } from '../api/save-provider.ts';
import { type ProviderForm, readProviderForm, toProviderForm } from '../provider-form.ts';
import { ProviderFields } from './provider-fields.tsx';

type ProviderDialogProps = {
  provider: StaffCasinoProviderView;
  onClose: () => void;
  onDone: (message: string) => void;
};

/** Edits a provider's name, switch, key, addresses and play rules, saved with a required reason. */
export function ProviderDialog({ provider, onClose, onDone }: ProviderDialogProps) {
  const save = useSaveCasinoProvider();
  const [form, setForm] = useState<ProviderForm>(() => toProviderForm(provider));

  async function confirm(reason: string): Promise<void> {
    const reading = readProviderForm(provider, form, reason);
    if (!reading.ok) throw new StaffCallError(2, reading.message);
    const reply = await save.mutateAsync(reading.body);
    onDone(reply.message);
  }

  return (
    <ConfirmDialog
      title="게임사 설정"
      testId="casino-provider-dialog"
      confirmLabel="저장"
      reasonLabel="변경 사유"
      onConfirm={confirm}
      onClose={onClose}
    >
      <p className="confirm-text">
        <strong>{provider.name}</strong> <span className="muted small">{provider.code}</span>
      </p>
      <p className="muted small">
        지갑 주소 <code>{provider.walletUrl}/...</code>
      </p>
      <ProviderFields form={form} onForm={setForm} isKeyManaged={provider.isKeyManaged} />
    </ConfirmDialog>
  );
}
