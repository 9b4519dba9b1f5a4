import { replyCode } from '@hanpan/core/api/envelope';
import { loginFailedMessage } from '@hanpan/core/registration/messages';
import { type FormEvent, useState } from 'react';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { replyMessage } from '../../../lib/api-client.ts';
import { describeError } from '../../../lib/api-error.ts';
import { reloadTo } from '../../../lib/navigation.ts';
import { useSignIn } from '../api/sign-in.ts';
import { useAuthDialogStore } from '../stores/auth-dialog-store.ts';

/** The login dialog: trimmed id and password, nothing sent while either is empty (spec section 5). */
export function LoginDialog({ onClose }: { onClose: () => void }) {
  const [loginId, setLoginId] = useState('');
  const [loginPassword, setLoginPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const signIn = useSignIn();
  const openDialog = useAuthDialogStore((state) => state.open);

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const id = loginId.trim();
    const password = loginPassword.trim();
    if (!id || !password) {
      setError('아이디와 비밀번호를 입력해 주세요.');
      return;
    }
    setError(null);
    try {
      const reply = await signIn.mutateAsync({ loginId: id, loginPassword: password });
      if (reply.code === replyCode.ok) {
        reloadTo('/');
        return;
      }
      if (reply.code === replyCode.rateLimited) {
        setError(replyMessage(reply) ?? '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.');
        return;
      }
      setError(replyMessage(reply) ?? loginFailedMessage);
    } catch (failure) {
      setError(describeError(failure));
    }
  }

  return (
    <ModalDialog title="로그인" testId="login-dialog" onClose={onClose}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <label className="field">
          <span className="field__label">아이디</span>
          <input
            className="input"
            name="loginId"
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={20}
            value={loginId}
            onChange={(event) => setLoginId(event.target.value)}
            data-autofocus
          />
        </label>
        <label className="field">
          <span className="field__label">비밀번호</span>
          <input
            className="input"
            name="loginPassword"
            type="password"
            autoComplete="current-password"
            maxLength={20}
            value={loginPassword}
            onChange={(event) => setLoginPassword(event.target.value)}
          />
        </label>
        <p className="form__error" role="alert" aria-live="assertive">
          {error}
        </p>
        <button type="submit" className="btn btn--primary btn--block" disabled={signIn.isPending}>
          로그인
        </button>
        <p className="form__switch">
          아직 계정이 없으신가요?{' '}
          <button type="button" className="link-button" onClick={() => openDialog('join')}>
            새 계정 만들기
          </button>
        </p>
      </form>
    </ModalDialog>
  );
}
