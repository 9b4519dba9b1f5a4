import { virtualText } from '@hanpan/core/api/staff-virtual';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { StaffCallError } from '../../../lib/staff-client.ts';
import { readRating } from '../virtual-text.ts';

/** One rating of the dialog: its label and current value. */
export type RatingField = { key: string; label: string; value: number };

type RatingDialogProps = {
  title: string;
  /** Who is edited ('3번 번개', '서울 FC'). */
  subject: string;
  fields: readonly RatingField[];
  /** Saves the typed ratings by key with the reason; a throw keeps the dialog open with its message. */
  onSave: (ratings: Record<string, number>, reason: string) => Promise<void>;
  onClose: () => void;
};

/**
 * Edits a runner's rating or a team's strengths with a required reason (audited). The new values price
 * the events created from then on; events already open keep the card they were priced on.
 */
export function RatingDialog({ title, subject, fields, onSave, onClose }: RatingDialogProps) {
  const [form, setForm] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.key, String(field.value)])),
  );
  const idPrefix = useId();

  async function confirm(reason: string): Promise<void> {
    const ratings: Record<string, number> = {};
    for (const field of fields) {
      const value = readRating(form[field.key] ?? '');
      if (value === null) throw new StaffCallError(2, virtualText.badRating);
      ratings[field.key] = value;
    }
    await onSave(ratings, reason);
  }

  return (
    <ConfirmDialog
      title={title}
      testId="virtual-rating-dialog"
      confirmLabel="저장"
      reasonLabel="변경 사유"
      onConfirm={confirm}
      onClose={onClose}
    >
      <p className="confirm-text">
        <strong>{subject}</strong>
      </p>
      {fields.map((field) => (
        <div className="field" key={field.key}>
          <label htmlFor={`${idPrefix}-${field.key}`}>
            {field.label} (현재 {field.value})
          </label>
          <input
            id={`${idPrefix}-${field.key}`}
            name={field.key}
            className="input num"
            inputMode="numeric"
            value={form[field.key] ?? ''}
            onChange={(event) => setForm({ ...form, [field.key]: event.target.value })}
          />
        </div>
      ))}
      <p className="muted small">
        새 능력치는 이후 만들어지는 이벤트부터 반영됩니다. 이미 베팅을 받는 이벤트는 그대로입니다.
      </p>
    </ConfirmDialog>
  );
}
