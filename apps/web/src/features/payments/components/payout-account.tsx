import type { ExchangeInfo } from '@hanpan/core/api/payments';
import { formatWon } from '../../../lib/format.ts';

/** The member's cash and the registered account withdrawals are paid to (number masked). */
export function PayoutAccount({ bank, cash }: { bank: ExchangeInfo['bank']; cash: number }) {
  return (
    <section className="money-card payout-account" aria-labelledby="payout-account-title">
      <h2 id="payout-account-title" className="money-card__title">
        출금 정보
      </h2>
      <p className="money-figure">
        <span className="money-figure__label">보유머니</span>
        <span className="money-figure__value" data-testid="exchange-cash">
          {formatWon(cash)}
        </span>
        <span className="money-figure__unit">원</span>
      </p>
      <dl className="account-lines" data-testid="payout-account">
        <div className="account-lines__row">
          <dt>은행</dt>
          <dd>{bank.bankName}</dd>
        </div>
        <div className="account-lines__row">
          <dt>계좌번호</dt>
          <dd>{bank.bankAccount}</dd>
        </div>
        <div className="account-lines__row">
          <dt>예금주</dt>
          <dd>{bank.bankHolder}</dd>
        </div>
      </dl>
      <ul className="money-notes">
        <li>환전은 가입 시 등록한 계좌로만 지급됩니다.</li>
        <li>신청한 금액은 바로 보유머니에서 차감되며, 거절되면 돌려드립니다.</li>
        <li>등록 계좌 변경은 고객센터로 문의해 주세요.</li>
      </ul>
    </section>
  );
}
