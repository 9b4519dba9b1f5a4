import { type BankChangeItem, bankChangeStatusText } from '@hanpan/core/api/account-bank-change';
import { bankList } from '@hanpan/core/banks';
import { findBankFieldsError, joinFieldMaxLength } from '@hanpan/core/registration/join-form';
import { kstNote } from '@hanpan/core/time/kst';
import { type FormEvent, useId, useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { SkeletonLines } from '../../../components/skeleton-lines.tsx';
import { useBankChanges, useRequestBankChange } from '../api/bank-change.ts';
import { useAccountInfo } from '../api/get-account-info.ts';

/** The member's requests with their state and staff's reason. */
export function BankChangeTable({ items }: { items: BankChangeItem[] }) {
  if (items.length === 0) return <EmptyState>계좌 변경 신청 내역이 없습니다.</EmptyState>;
  return (
    <table className="history-table account-table" data-testid="bank-change-table">
      <thead>
        <tr>
          <th scope="col" title={kstNote}>
            신청일시(KST)
          </th>
          <th scope="col">새 계좌</th>
          <th scope="col">상태</th>
          <th scope="col">사유</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id} data-testid="bank-change-row">
            <td data-label="신청일시">{item.requestedAt}</td>
            <td data-label="새 계좌">
              {item.bankName} {item.bankAccount} ({item.bankHolder})
            </td>
            <td data-label="상태" className={item.status === 'rejected' ? 'account-failed' : undefined}>
              {bankChangeStatusText[item.status]}
            </td>
            <td data-label="사유">{item.reason ?? '-'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The request form: registration's bank rules checked here first, then a confirmation before sending. */
export function BankChangeForm({ confirm = (text: string) => window.confirm(text) }) {
  const id = useId();
  const request = useRequestBankChange();
  const [bankName, setBankName] = useState('');
  const [bankAccount, setBankAccount] = useState('');
  const [bankHolder, setBankHolder] = useState('');
  const [exchangePassword, setExchangePassword] = useState('');
  const [notice, setNotice] = useState<{ isError: boolean; message: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const error = findBankFieldsError({ bankName, bankAccount, bankHolder });
    if (error) return setNotice({ isError: true, message: error.message });
    if (!confirm(`${bankName} ${bankAccount} (${bankHolder}) 계좌로 변경을 신청할까요?`)) return;
    const outcome = await request.mutateAsync({ bankName, bankAccount, bankHolder, exchangePassword });
    setNotice({ isError: !outcome.isDone, message: outcome.message });
    if (outcome.isDone) setExchangePassword('');
  }

  return (
    <form className="account-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-bank`}>
          은행
        </label>
        <select
          id={`${id}-bank`}
          className="input"
          value={bankName}
          onChange={(event) => setBankName(event.target.value)}
        >
          <option value="">은행 선택</option>
          {bankList.map((bank) => (
            <option key={bank} value={bank}>
              {bank}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-account`}>
          계좌번호
        </label>
        <input
          id={`${id}-account`}
          className="input"
          inputMode="numeric"
          maxLength={joinFieldMaxLength.bankAccount}
          value={bankAccount}
          onChange={(event) => setBankAccount(event.target.value)}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-holder`}>
          예금주
        </label>
        <input
          id={`${id}-holder`}
          className="input"
          maxLength={joinFieldMaxLength.bankHolder}
          value={bankHolder}
          onChange={(event) => setBankHolder(event.target.value)}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-xpw`}>
          환전 비밀번호
        </label>
        <input
          id={`${id}-xpw`}
          type="password"
          className="input"
          autoComplete="off"
          maxLength={joinFieldMaxLength.exchangePassword}
          value={exchangePassword}
          onChange={(event) => setExchangePassword(event.target.value)}
        />
      </div>
      <p className="field__hint">관리자가 승인한 뒤부터 새 계좌로 환전됩니다.</p>
      <p className={notice?.isError ? 'form__error' : 'account-form__ok'} role="alert" aria-live="assertive">
        {notice?.message}
      </p>
      <button type="submit" className="btn btn--primary account-form__submit" disabled={request.isPending}>
        {request.isPending ? '신청 중…' : '계좌 변경 신청'}
      </button>
    </form>
  );
}

/** The 계좌 변경 tab: the current (masked) account, the request form and the member's requests. */
export function BankChangeTab() {
  const info = useAccountInfo();
  const requests = useBankChanges();
  return (
    <>
      {info.data && (
        <p className="field__hint" data-testid="current-bank">
          현재 출금 계좌: {info.data.bankName} {info.data.bankAccount} ({info.data.bankHolder})
        </p>
      )}
      <BankChangeForm />
      {requests.isPending ? (
        <SkeletonLines count={3} label="신청 내역을 불러오는 중" />
      ) : requests.isError || !requests.data ? (
        <ErrorState message="신청 내역을 불러오지 못했습니다." onRetry={() => void requests.refetch()} />
      ) : (
        <BankChangeTable items={requests.data.items} />
      )}
    </>
  );
}
