import {
  type MessageTargetKind,
  messageTargetText,
  type StaffMessageSendRequest,
  staffMessageMembersMax,
  staffMessageSendRequestSchema,
} from '@hanpan/core/api/staff-messages';
import { type FormEvent, useId, useState } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { describeError } from '../../../lib/staff-client.ts';
import { useSendMessage } from '../api/send-message.ts';
import { useTemplates } from '../api/templates.ts';
import { parseLoginIdList } from '../login-id-list.ts';
import { MessageBodyField, MessageTitleField, TemplateSelect } from './message-fields.tsx';

const targetKinds = Object.keys(messageTargetText) as MessageTargetKind[];

// The target as the form holds it: one text box whose meaning follows the kind.
function targetOf(kind: MessageTargetKind, value: string): StaffMessageSendRequest['target'] {
  if (kind === 'member') return { kind, loginId: value };
  if (kind === 'members') return { kind, loginIds: parseLoginIdList(value) };
  if (kind === 'grade') return { kind, grade: Number(value) };
  if (kind === 'partner') return { kind, partnerId: Number(value) };
  return { kind };
}

const valueLabel: Record<Exclude<MessageTargetKind, 'all'>, string> = {
  member: '회원 아이디',
  members: `회원 아이디 (한 줄에 하나 또는 쉼표로 구분, 최대 ${staffMessageMembersMax}명)`,
  grade: '등급 (숫자)',
  partner: '파트너 번호',
};

/** 쪽지 보내기: the target, a template or free text; the server delivers it in the background. */
export function ComposeForm({ onSent }: { onSent: (message: string) => void }) {
  const ids = useId();
  const [kind, setKind] = useState<MessageTargetKind>('member');
  const [value, setValue] = useState('');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendMessage();
  const templates = useTemplates('message');

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    const parsed = staffMessageSendRequestSchema.safeParse({
      target: targetOf(kind, value.trim()),
      title,
      body,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '입력 내용을 확인해 주세요.');
      return;
    }
    if (kind === 'all' && !window.confirm('전체 회원에게 쪽지를 보냅니다. 계속할까요?')) return;
    try {
      const job = await send.mutateAsync(parsed.data);
      setError(null);
      setTitle('');
      setBody('');
      onSent(`${job.total.toLocaleString('ko-KR')}명에게 발송을 시작했습니다.`);
    } catch (failure) {
      setError(describeError(failure));
    }
  }

  return (
    <form className="panel" onSubmit={(event) => void submit(event)} noValidate data-testid="message-compose">
      <h2 className="panel__title">쪽지 보내기</h2>
      <div className="form-grid">
        <div className="field">
          <label htmlFor={`${ids}-kind`}>받는 대상</label>
          <select
            id={`${ids}-kind`}
            className="input"
            value={kind}
            onChange={(event) => setKind(event.target.value as MessageTargetKind)}
          >
            {targetKinds.map((choice) => (
              <option key={choice} value={choice}>
                {messageTargetText[choice]}
              </option>
            ))}
          </select>
        </div>
        {kind === 'members' && (
          <div className="field">
            <label htmlFor={`${ids}-value`}>{valueLabel[kind]}</label>
            <textarea
              id={`${ids}-value`}
              name="loginIds"
              className="input"
              rows={5}
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
            <span className="muted" aria-live="polite">
              {parseLoginIdList(value).length.toLocaleString('ko-KR')}명
            </span>
          </div>
        )}
        {kind !== 'all' && kind !== 'members' && (
          <div className="field">
            <label htmlFor={`${ids}-value`}>{valueLabel[kind]}</label>
            <input
              id={`${ids}-value`}
              className="input"
              value={value}
              inputMode={kind === 'member' ? 'text' : 'numeric'}
              onChange={(event) => setValue(event.target.value)}
            />
          </div>
        )}
        <TemplateSelect
          id={`${ids}-template`}
          label="템플릿"
          templates={templates.data?.items}
          onPick={(template) => {
            setTitle(template.title);
            setBody(template.body);
          }}
        />
        <MessageTitleField id={`${ids}-title`} value={title} onChange={setTitle} />
      </div>
      <MessageBodyField id={`${ids}-body`} rows={6} value={body} onChange={setBody} />
      <FormError message={error} />
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={send.isPending}>
          보내기
        </button>
      </div>
    </form>
  );
}
