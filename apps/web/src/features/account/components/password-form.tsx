import { passwordRuleHint, passwordRules } from '@hanpan/core/registration/password-rules';
import { type FormEvent, useId, useState } from 'react';
import { type PasswordKind, useChangePassword } from '../api/change-password.ts';

const labelOf: Record<PasswordKind, string> = { login: '비밀번호', exchange: '환전 비밀번호' };
const ruleOf = { login: 'loginPassword', exchange: 'exchangePassword' } as const;

type Notice = { isError: boolean; message: string } | null;

/** The form of 비밀번호 변경 or 환전 비밀번호 변경: current, new and its confirmation. */
export function PasswordForm({ kind }: { kind: PasswordKind }) {
  const id = useId();
  const label = labelOf[kind];
  const { maxLength } = passwordRules[ruleOf[kind]];
  const change = useChangePassword(kind);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [notice, setNotice] = useState<Notice>(null);

  function findInputError(): string | null {
    if (current.trim() === '') return `현재 ${label}를 입력해주세요.`;
    if (next.trim() === '') return `새 ${label}를 입력해주세요.`;
    if (next !== confirm) return `새 ${label}와 확인이 일치하지 않습니다.`;
    return null;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const inputError = findInputError();
    if (inputError) {
      setNotice({ isError: true, message: inputError });
      return;
    }
    setNotice(null);
    try {
      const outcome = await change.mutateAsync({ current, next });
      setNotice({ isError: !outcome.isDone, message: outcome.message });
      if (outcome.isDone) {
        setCurrent('');
        setNext('');
        setConfirm('');
      }
    } catch {
      setNotice({ isError: true, message: '변경하지 못했습니다. 잠시 후 다시 시도해 주세요.' });
    }
  }

  const fields = [
    { key: 'current', text: `현재 ${label}`, value: current, onValue: setCurrent, auto: 'current-password' },
    { key: 'next', text: `새 ${label}`, value: next, onValue: setNext, auto: 'new-password' },
    { key: 'confirm', text: `새 ${label} 확인`, value: confirm, onValue: setConfirm, auto: 'new-password' },
  ];
  return (
    <form className="account-form" onSubmit={(event) => void submit(event)} noValidate>
      {fields.map((field) => (
        <div key={field.key} className="field">
          <label className="field__label" htmlFor={`${id}-${field.key}`}>
            {field.text}
          </label>
          <input
            id={`${id}-${field.key}`}
            type="password"
            className="input"
            autoComplete={field.auto}
            maxLength={maxLength}
            value={field.value}
            onChange={(event) => field.onValue(event.target.value)}
            aria-invalid={notice?.isError || undefined}
            aria-describedby={`${id}-notice`}
          />
        </div>
      ))}
      <p className="field__hint">{passwordRuleHint(ruleOf[kind])}</p>
      {kind === 'login' && (
        <p className="field__hint">변경하면 지금 이 기기를 뺀 다른 기기의 로그인이 모두 종료됩니다.</p>
      )}
      <p
        id={`${id}-notice`}
        className={notice?.isError ? 'form__error' : 'account-form__ok'}
        role="alert"
        aria-live="assertive"
      >
        {notice?.message}
      </p>
      <button type="submit" className="btn btn--primary account-form__submit" disabled={change.isPending}>
        {change.isPending ? '변경 중…' : `${label} 변경`}
      </button>
    </form>
  );
}
