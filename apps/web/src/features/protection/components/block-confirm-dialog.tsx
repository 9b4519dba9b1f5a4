import { formatKstMinute } from '@hanpan/core/time/kst';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import type { BlockChoice } from '../block-terms.ts';

type BlockConfirmDialogProps = {
  choice: BlockChoice;
  isSending: boolean;
  error: string;
  onConfirm: () => void;
  onClose: () => void;
};

/** The one confirmation before a time-out or self-exclusion: it cannot be undone and every session ends. */
export function BlockConfirmDialog({
  choice,
  isSending,
  error,
  onConfirm,
  onClose,
}: BlockConfirmDialogProps) {
  const name = choice.kind === 'timeout' ? '이용 일시 중지' : '자기 제한';
  return (
    <ModalDialog
      title={`${name} ${choice.label}`}
      testId="block-confirm"
      role="alertdialog"
      onClose={() => !isSending && onClose()}
    >
      <p className="block-confirm__text">
        {name}를 시작하면 아래 시각까지 로그인·입금·베팅을 할 수 없습니다.
      </p>
      <p className="block-confirm__until" data-testid="block-confirm-until">
        {choice.kind === 'selfExclusion' ? '종료 예정 ' : ''}
        {formatKstMinute(choice.until)} (KST)
      </p>
      <ul className="block-confirm__rules">
        <li>시작하면 회원님도, 관리자도 기간 중에 해제할 수 없습니다.</li>
        <li>지금 이 기기를 포함해 로그인된 모든 기기에서 즉시 로그아웃됩니다.</li>
        <li>진행 중인 환전 신청은 그대로 처리됩니다.</li>
        {choice.kind === 'selfExclusion' && (
          <li>기간이 끝난 뒤에는 이용 재개를 요청하고 24시간이 더 지나야 이용할 수 있습니다.</li>
        )}
      </ul>
      <p className="form__error" role="alert" aria-live="assertive">
        {error}
      </p>
      <div className="form__actions">
        <button
          type="button"
          className="btn btn--ghost"
          disabled={isSending}
          onClick={onClose}
          data-autofocus
        >
          취소
        </button>
        <button type="button" className="btn btn--danger" disabled={isSending} onClick={onConfirm}>
          {isSending ? '처리 중…' : `${name} 시작`}
        </button>
      </div>
    </ModalDialog>
  );
}
