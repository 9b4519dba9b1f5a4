import { type FormEvent, useId, useState } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { describeError } from '../../../lib/staff-client.ts';
import { useSubmitTotp } from '../api/submit-totp.ts';

const codePattern = /^\d{6}$/;

/** The 6-digit code input of the TOTP step (enrolment and later logins). */
export function TotpForm({ submitLabel, onRestart }: { submitLabel: string; onRestart: () => void }) {
  const inputId = useId();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const totp = useSubmitTotp();

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (totp.isPending) return;
    const trimmed = code.trim();
    if (!codePattern.test(trimmed)) {
      setMessage('6자리 인증 코드를 입력해 주세요.');
      return;
    }
    setMessage(null);
    totp.mutate(trimmed, {
      onError: (error) => {
        setMessage(describeError(error));
        setCode('');
      },
    });
  }

  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={inputId}>인증 코드 (6자리)</label>
        <input
          id={inputId}
          name="code"
          className="input input--code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          aria-invalid={message !== null}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          data-autofocus
          // biome-ignore lint/a11y/noAutofocus: the code is the only thing to do on this screen
          autoFocus
        />
      </div>
      <FormError message={message} />
      <button type="submit" className="btn btn--primary btn--block" disabled={totp.isPending}>
        {totp.isPending ? '확인 중…' : submitLabel}
      </button>
      <button type="button" className="btn btn--link" onClick={onRestart} disabled={totp.isPending}>
        처음부터 다시 로그인
      </button>
    </form>
  );
}
