import {
  type MessageTargetKind,
  messageTargetText,
  type StaffMessageSendRequest,
  staffMessageLimits,
  staffMessageSendRequestSchema,
} from '@hanpan/core/api/staff-messages';
import { type FormEvent, useId, useState } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { describeError } from '../../../lib/staff-client.ts';
import { useSendMessage } from '../api/send-message.ts';
import { useTemplates } from '../api/templates.ts';

const targetKinds = Object.keys(messageTargetText) as MessageTargetKind[];

// The target as the form holds it: one text box whose meaning follows the kind.
function targetOf(kind: MessageTargetKind, value: string): StaffMessageSendRequest['target'] {
  if (kind === 'member') return { kind, loginId: value };
  if (kind === 'grade') return { kind, grade: Number(value) };
  if (kind === 'partner') return { kind, partnerId: Number(value) };
  return { kind };
}

const valueLabel: Record<Exclude<MessageTargetKind, 'all'>, string> = {
  member: '회원 아이디',
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
        {kind !== 'all' && (
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
        <div className="field">
          <label htmlFor={`${ids}-template`}>템플릿</label>
          <select
            id={`${ids}-template`}
            className="input"
            value=""
            onChange={(event) => {
              const template = templates.data?.items.find((item) => item.id === Number(event.target.value));
              if (!template) return;
              setTitle(template.title);
              setBody(template.body);
            }}
          >
            <option value="">템플릿 선택</option>
            {templates.data?.items.map((item) => (
              <option key={item.id} value={item.id}>
                {item.title}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-title`}>제목</label>
          <input
            id={`${ids}-title`}
            className="input"
            maxLength={staffMessageLimits.titleMax}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${ids}-body`}>내용</label>
        <textarea
          id={`${ids}-body`}
          className="input"
          rows={6}
          maxLength={staffMessageLimits.bodyMax}
          value={body}
          onChange={(event) => setBody(event.target.value)}
        />
      </div>
      <FormError message={error} />
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={send.isPending}>
          보내기
        </button>
      </div>
    </form>
  );
}
