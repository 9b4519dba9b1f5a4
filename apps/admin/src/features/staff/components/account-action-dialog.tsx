import type { StaffAccountItem } from '@hanpan/core/api/staff';
import { withParticle } from '@hanpan/core/korean/particle';
import { type StaffRole, staffRoleText } from '@hanpan/core/staff-roles';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { type UpdateAccountInput, useUpdateAccount } from '../api/update-account.ts';

/** A change an owner is about to make to a staff account. */
export type AccountAction =
  | { kind: 'role'; item: StaffAccountItem; role: StaffRole }
  | { kind: 'status'; item: StaffAccountItem }
  | { kind: 'totp'; item: StaffAccountItem };

/** The update call, the dialog's words and the success message of an action. */
function describe(action: AccountAction): {
  input: UpdateAccountInput;
  title: string;
  text: string;
  done: string;
  tone: 'primary' | 'danger';
} {
  const { item } = action;
  const who = `${item.loginId} (${item.name})`;
  if (action.kind === 'role') {
    return {
      input: { id: item.id, role: action.role },
      title: '역할 변경',
      text: `${who}의 역할을 ${staffRoleText[item.role]}에서 ${withParticle(staffRoleText[action.role], '으로/로')} 바꿉니다.`,
      done: `${who}의 역할을 ${withParticle(staffRoleText[action.role], '으로/로')} 바꿨습니다.`,
      tone: 'primary',
    };
  }
  if (action.kind === 'status') {
    const isDisabling = item.status === 'active';
    return {
      input: { id: item.id, status: isDisabling ? 'disabled' : 'active' },
      title: isDisabling ? '계정 비활성화' : '계정 활성화',
      text: isDisabling
        ? `${who} 계정을 비활성화합니다. 접속 중인 세션이 즉시 종료되고 로그인할 수 없습니다.`
        : `${who} 계정을 다시 활성화합니다.`,
      done: `${who} 계정을 ${isDisabling ? '비활성화' : '활성화'}했습니다.`,
      tone: isDisabling ? 'danger' : 'primary',
    };
  }
  return {
    input: { id: item.id, resetTotp: true },
    title: 'OTP 초기화',
    text: `${who}의 인증 앱 등록을 초기화합니다. 다음 로그인 때 새로 등록해야 합니다.`,
    done: `${who}의 OTP를 초기화했습니다.`,
    tone: 'danger',
  };
}

/** Confirms one change to a staff account and sends it once. */
export function AccountActionDialog({
  action,
  onClose,
  onDone,
}: {
  action: AccountAction;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const update = useUpdateAccount();
  const { input, title, text, done, tone } = describe(action);
  return (
    <ConfirmDialog
      title={title}
      testId="account-action-dialog"
      confirmLabel="확인"
      tone={tone}
      onConfirm={async () => {
        await update.mutateAsync(input);
        onDone(done);
      }}
      onClose={onClose}
    >
      <p className="confirm-text">{text}</p>
    </ConfirmDialog>
  );
}
