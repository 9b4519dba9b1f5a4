import { type DepositBank, isPlaceholderDepositBank, paymentText } from '@hanpan/core/api/payments';
import { showAlert } from '../../../lib/alert-store.ts';
import { copyText } from '../../../lib/copy-text.ts';
import { BankAccountLines } from './account-lines.tsx';

/** True when staff have set a real account members transfer to (not the placeholder of a new site). */
export function hasDepositBank(bank: DepositBank): boolean {
  return Boolean(bank.bankName.trim() && bank.bankAccount.trim()) && !isPlaceholderDepositBank(bank);
}

/** The site's bank account to transfer a deposit to, with a copy button for the number. */
export function DepositAccount({ bank }: { bank: DepositBank }) {
  async function onCopy(): Promise<void> {
    const isCopied = await copyText(bank.bankAccount);
    await showAlert({
      message: isCopied
        ? '계좌번호가 복사되었습니다.'
        : '복사하지 못했습니다. 계좌번호를 직접 입력해 주세요.',
    });
  }

  return (
    <section className="money-card deposit-account" aria-labelledby="deposit-account-title">
      <h2 id="deposit-account-title" className="money-card__title">
        입금 계좌
      </h2>
      {hasDepositBank(bank) ? (
        <BankAccountLines
          bank={bank}
          testId="deposit-account"
          number={
            <>
              <span data-testid="deposit-bank-account">{bank.bankAccount}</span>
              <button type="button" className="btn btn--outline btn--sm" onClick={() => void onCopy()}>
                복사
              </button>
            </>
          }
        />
      ) : (
        <p className="money-card__empty" data-testid="deposit-account-missing">
          {paymentText.depositBankNotSet}
        </p>
      )}
      <ul className="money-notes">
        <li>가입 시 등록한 본인 명의 계좌에서 입금해 주세요.</li>
        <li>입금자명과 신청한 입금자명이 같아야 처리됩니다.</li>
        <li>입금 계좌는 변경될 수 있으니 신청 전에 꼭 확인해 주세요.</li>
      </ul>
    </section>
  );
}
