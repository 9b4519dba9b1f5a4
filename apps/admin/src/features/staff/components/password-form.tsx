import type { StaffLoginStep } from '@hanpan/core/api/staff';
import { type FormEvent, useId, useState } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { describeError } from '../../../lib/staff-client.ts';
import { useLogin } from '../api/login.ts';

/** The id + password step; hands the TOTP step the server asks for to `onStep`. */
export function PasswordForm({
  onStep,
  notice,
}: {
  onStep: (step: StaffLoginStep) => void;
  notice?: string;
}) {
  const idId = useId();
  const passwordId = useId();
  const [loginId, setLoginId] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const login = useLogin();

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (login.isPending) return;
    if (!loginId.trim() || !password) {
      setMessage('아이디와 비밀번호를 입력해 주세요.');
      return;
    }
    setMessage(null);
    login.mutate(
      { loginId: loginId.trim(), password },
      {
        onSuccess: onStep,
        onError: (error) => {
          setMessage(describeError(error));
          setPassword('');
        },
      },
    );
  }

  return (
    <form className="login-form" onSubmit={submit} noValidate>
      {notice && !message && <p className="form-notice">{notice}</p>}
      <div className="field">
        <label htmlFor={idId}>아이디</label>
        <input
          id={idId}
          name="loginId"
          className="input"
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          value={loginId}
          onChange={(event) => setLoginId(event.target.value)}
          // biome-ignore lint/a11y/noAutofocus: the login form is the whole screen
          autoFocus
        />
      </div>
      <div className="field">
        <label htmlFor={passwordId}>비밀번호</label>
        <input
          id={passwordId}
          name="password"
          type="password"
          className="input"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <FormError message={message} />
      <button type="submit" className="btn btn--primary btn--block" disabled={login.isPending}>
        {login.isPending ? '확인 중…' : '로그인'}
      </button>
    </form>
  );
}
