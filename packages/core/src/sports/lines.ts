/** A TRADE360 line ('-1.0 (0-0)') read into numbers; value is null when the feed sent no line (''). */
export interface Line {
  /** The text exactly as the feed sent it. */
  raw: string;
  /** The line in hundredths (-1.0 -> -100, 2.5 -> 250), null for no line. */
  value: number | null;
  /** The score the live line counts from ('0-0'), null when the feed sent none. */
  score: string | null;
  /** True for Asian quarter lines (.25 / .75), which settle half on each neighbouring line. */
  isQuarter: boolean;
}

// A number with at most two meaningful decimals, then an optional live score in brackets.
const LINE = /^([+-]?)(\d{1,5})(?:\.(\d{1,2})0*)?(?:\s*\((\d{1,3})\s*-\s*(\d{1,3})\))?$/;

/**
 * Reads a TRADE360 Line or BaseLine ('2.5', '-1.0 (0-0)', '0.25', '-0.75 (1-0)', '' for none);
 * null for anything else (never throws).
 */
export function parseLine(raw: string): Line | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  if (text === '') return { raw, value: null, score: null, isQuarter: false };
  const match = LINE.exec(text);
  if (!match) return null;
  const [, sign, whole, decimals = '', home, away] = match;
  const size = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  const value = sign === '-' && size !== 0 ? -size : size;
  const score = home === undefined || away === undefined ? null : `${Number(home)}-${Number(away)}`;
  return { raw, value, score, isQuarter: size % 50 === 25 };
}

/**
 * A line in hundredths for display: -100 -> '-1', 250 -> '2.5', 25 -> '0.25', 0 -> '0', null -> '';
 * with showPlus, positive lines get a '+' (handicaps: '+1.5').
 */
export function formatLine(value: number | null, options: { showPlus?: boolean } = {}): string {
  if (value === null) return '';
  const size = Math.abs(value);
  const cents = size % 100;
  const fraction = cents === 0 ? '' : `.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
  const sign = value < 0 ? '-' : value > 0 && options.showPlus ? '+' : '';
  return `${sign}${Math.trunc(size / 100)}${fraction}`;
}
