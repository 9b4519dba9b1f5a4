import type { ExchangeInfo } from '@hanpan/core/api/payments';
import { MoneyFigure } from '../../../components/money-figure.tsx';
import { BankAccountLines } from './account-lines.tsx';

/** The member's cash and the registered account withdrawals are paid to (number masked). */
export function PayoutAccount({ bank, cash }: { bank: ExchangeInfo['bank']; cash: number }) {
  return (
    <section className="money-card payout-account" aria-labelledby="payout-account-title">
      <h2 id="payout-account-title" className="money-card__title">
        출금 정보
      </h2>
      <MoneyFigure label="보유머니" amount={cash} unit="원" testId="exchange-cash" />
      <BankAccountLines bank={bank} testId="payout-account" />
      <ul className="money-notes">
        <li>환전은 가입 시 등록한 계좌로만 지급됩니다.</li>
        <li>신청한 금액은 바로 보유머니에서 차감되며, 거절되면 돌려드립니다.</li>
        <li>등록 계좌 변경은 고객센터로 문의해 주세요.</li>
      </ul>
    </section>
  );
}
