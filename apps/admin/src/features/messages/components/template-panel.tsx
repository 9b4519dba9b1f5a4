import {
  type StaffTemplate,
  staffTemplateSaveRequestSchema,
  type TemplateKind,
} from '@hanpan/core/api/staff-messages';
import { type FormEvent, useId, useState } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { describeError } from '../../../lib/staff-client.ts';
import { useTemplateChanges, useTemplates } from '../api/templates.ts';
import { MessageBodyField, MessageTitleField } from './message-fields.tsx';

const kindText: Record<TemplateKind, string> = { message: '쪽지 템플릿', inquiry: '문의 답변 템플릿' };

/** The templates of one kind: pick one to edit, save, delete. */
export function TemplatePanel({ kind, onSaved }: { kind: TemplateKind; onSaved: (message: string) => void }) {
  const ids = useId();
  const templates = useTemplates(kind);
  const { save, remove } = useTemplateChanges();
  const [editing, setEditing] = useState<StaffTemplate | null>(null);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);

  function edit(template: StaffTemplate | null): void {
    setEditing(template);
    setTitle(template?.title ?? '');
    setBody(template?.body ?? '');
    setError(null);
  }

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    const parsed = staffTemplateSaveRequestSchema.safeParse({ id: editing?.id ?? null, kind, title, body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '입력 내용을 확인해 주세요.');
      return;
    }
    try {
      await save.mutateAsync(parsed.data);
      edit(null);
      onSaved('템플릿을 저장했습니다.');
    } catch (failure) {
      setError(describeError(failure));
    }
  }

  async function removeEditing(): Promise<void> {
    if (!editing || !window.confirm(`'${editing.title}' 템플릿을 삭제할까요?`)) return;
    try {
      await remove.mutateAsync(editing.id);
      edit(null);
      onSaved('템플릿을 삭제했습니다.');
    } catch (failure) {
      setError(describeError(failure));
    }
  }

  return (
    <form className="panel" onSubmit={(event) => void submit(event)} noValidate>
      <h2 className="panel__title">{kindText[kind]}</h2>
      <div className="toolbar">
        {templates.data?.items.map((template) => (
          <button
            key={template.id}
            type="button"
            className={template.id === editing?.id ? 'btn btn--sm btn--primary' : 'btn btn--sm'}
            onClick={() => edit(template)}
          >
            {template.title}
          </button>
        ))}
        <button type="button" className="btn btn--sm" onClick={() => edit(null)}>
          새 템플릿
        </button>
      </div>
      <MessageTitleField id={`${ids}-title`} value={title} onChange={setTitle} />
      <MessageBodyField id={`${ids}-body`} rows={4} value={body} onChange={setBody} />
      <FormError message={error} />
      <div className="form-actions">
        {editing && (
          <button type="button" className="btn btn--danger" onClick={() => void removeEditing()}>
            삭제
          </button>
        )}
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          {editing ? '수정' : '추가'}
        </button>
      </div>
    </form>
  );
}
