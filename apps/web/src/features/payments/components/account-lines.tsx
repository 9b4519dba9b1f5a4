import type { DepositBank } from '@hanpan/core/api/payments';
import type { ReactNode } from 'react';

/** One labelled line of an account or request summary. */
export function AccountLine({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="account-lines__row">
      <dt>{label}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

type BankAccountLinesProps = {
  bank: DepositBank;
  testId: string;
  /** What the number line holds instead of the bare number (the number with a copy button). */
  number?: ReactNode;
};

/** A bank account as lines: bank, account number, holder. */
export function BankAccountLines({ bank, testId, number }: BankAccountLinesProps) {
  return (
    <dl className="account-lines" data-testid={testId}>
      <AccountLine label="은행">{bank.bankName}</AccountLine>
      <AccountLine label="계좌번호" className={number ? 'account-lines__number' : undefined}>
        {number ?? bank.bankAccount}
      </AccountLine>
      <AccountLine label="예금주">{bank.bankHolder}</AccountLine>
    </dl>
  );
}
