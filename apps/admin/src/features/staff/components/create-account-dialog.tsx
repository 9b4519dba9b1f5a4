import { staffCreateRequestSchema } from '@hanpan/core/api/staff';
import { type StaffRole, staffRoles, staffRoleText } from '@hanpan/core/staff-roles';
import { type FormEvent, useId, useRef, useState } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { describeError } from '../../../lib/staff-client.ts';
import { useCreateAccount } from '../api/create-account.ts';

type Fields = { loginId: string; name: string; role: StaffRole; password: string; passwordConfirm: string };
type FieldErrors = Partial<Record<keyof Fields, string>>;

/** Checks the new account with core's schema; Korean messages per field. */
function check(fields: Fields): { ok: true } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const parsed = staffCreateRequestSchema.safeParse(fields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof Fields;
      errors[key] ??=
        key === 'password' && issue.code === 'too_big' ? '비밀번호가 너무 깁니다.' : issue.message;
    }
  }
  if (!errors.password && fields.password !== fields.passwordConfirm) {
    errors.passwordConfirm = '비밀번호가 일치하지 않습니다.';
  }
  return Object.keys(errors).length === 0 ? { ok: true } : { ok: false, errors };
}

/** 관리자 추가: id, name, role and a first password; TOTP is enrolled at the first login. */
export function CreateAccountDialog({
  onClose,
  onDone,
}: {
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const prefix = useId();
  const [fields, setFields] = useState<Fields>({
    loginId: '',
    name: '',
    role: 'support',
    password: '',
    passwordConfirm: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const create = useCreateAccount();
  const inFlight = useRef(false);

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (inFlight.current) return;
    const result = check(fields);
    setErrors(result.ok ? {} : result.errors);
    if (!result.ok) return;
    inFlight.current = true;
    setMessage(null);
    const { passwordConfirm: _confirm, ...input } = fields;
    create.mutate(
      { ...input, loginId: input.loginId.trim().toLowerCase(), name: input.name.trim() },
      {
        onSuccess: () => {
          onDone(
            `관리자 ${input.loginId.trim().toLowerCase()} 계정을 만들었습니다. 첫 로그인 때 인증 앱을 등록합니다.`,
          );
          onClose();
        },
        onError: (error) => setMessage(describeError(error)),
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  }

  const input = (key: Exclude<keyof Fields, 'role'>, label: string, type = 'text', autoComplete = 'off') => (
    <div className="field">
      <label htmlFor={`${prefix}-${key}`}>{label}</label>
      <input
        id={`${prefix}-${key}`}
        name={key}
        type={type}
        className="input"
        autoComplete={autoComplete}
        value={fields[key]}
        aria-invalid={errors[key] ? true : undefined}
        onChange={(event) => setFields({ ...fields, [key]: event.target.value })}
      />
      {errors[key] && <p className="field-error">{errors[key]}</p>}
    </div>
  );

  return (
    <ModalDialog
      title="관리자 추가"
      testId="create-account-dialog"
      onClose={onClose}
      isBusy={create.isPending}
    >
      <form onSubmit={submit} noValidate>
        {input('loginId', '아이디 (영문 소문자, 숫자, _ 4~20자)')}
        {input('name', '이름')}
        <div className="field">
          <label htmlFor={`${prefix}-role`}>역할</label>
          <select
            id={`${prefix}-role`}
            name="role"
            className="input"
            value={fields.role}
            onChange={(event) => setFields({ ...fields, role: event.target.value as StaffRole })}
          >
            {staffRoles.map((role) => (
              <option key={role} value={role}>
                {staffRoleText[role]}
              </option>
            ))}
          </select>
        </div>
        {input('password', '초기 비밀번호 (10자 이상)', 'password', 'new-password')}
        {input('passwordConfirm', '비밀번호 확인', 'password', 'new-password')}
        <FormError message={message} />
        <div className="modal__actions">
          <button type="button" className="btn" onClick={onClose} disabled={create.isPending}>
            취소
          </button>
          <button type="submit" className="btn btn--primary" disabled={create.isPending}>
            {create.isPending ? '처리 중…' : '추가'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
