import { ConversionPanel } from '../../wallet/components/conversion-panel.tsx';

/** 정산금: the settlement cash and its conversions to cash or points (the header's same calls). */
export function CashTab() {
  return (
    <div className="agency-panel" data-testid="agency-cash">
      <p className="agency-notice">
        일별 정산 내역은 정산 기능이 열리면 이곳에 표시됩니다. 보유 정산금은 아래에서 캐시나 포인트로 전환할
        수 있습니다.
      </p>
      <ConversionPanel />
    </div>
  );
}
