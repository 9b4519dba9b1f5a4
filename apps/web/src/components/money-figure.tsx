import { formatWon } from '@hanpan/core/money/amount';

type MoneyFigureProps = {
  label: string;
  amount: number;
  /** 원 or P. */
  unit: string;
  testId: string;
};

/** A balance as a labelled figure: label, amount with separators, unit. */
export function MoneyFigure({ label, amount, unit, testId }: MoneyFigureProps) {
  return (
    <p className="money-figure">
      <span className="money-figure__label">{label}</span>
      <span className="money-figure__value" data-testid={testId}>
        {formatWon(amount)}
      </span>
      <span className="money-figure__unit">{unit}</span>
    </p>
  );
}
