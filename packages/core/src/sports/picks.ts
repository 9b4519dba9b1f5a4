import { formatLine, parseLine } from './lines.ts';

// Spec section 4 'Cart pick labels': the feed's bet names and the Korean the slip and history show.
const PICK_LABELS: Readonly<Record<string, string>> = {
  '1': '홈승',
  '2': '원정승',
  X: '무',
  over: '오버',
  under: '언더',
  odd: '홀',
  even: '짝',
  yes: '예',
  no: '아니오',
  'no goal': '노골',
  '1st half': '전반',
  '2nd half': '후반',
  // Double chance picks name both outcomes they cover.
  '1X': '홈승/무',
  '12': '홈승/원정승',
  X2: '무/원정승',
};

/** The Korean label of a feed bet name ('1' -> '홈승', 'Over' -> '오버'); unknown names are shown as sent. */
export function pickLabel(name: string): string {
  const trimmed = name.trim();
  return (
    PICK_LABELS[trimmed] ??
    PICK_LABELS[trimmed.toLowerCase()] ??
    PICK_LABELS[trimmed.toUpperCase()] ??
    trimmed
  );
}

/** True for the picks whose line is a handicap, read from the home side (so shown with a sign). */
function isSidePick(name: string): boolean {
  const trimmed = name.trim();
  return trimmed === '1' || trimmed === '2';
}

/** The line a pick is settled on, in hundredths: the base line, sign flipped for '2' unless it is 0 (spec 4). */
export function pickLineValue(name: string, baseLine: number): number {
  return name.trim() === '2' && baseLine !== 0 ? -baseLine : baseLine;
}

/**
 * The line a pick shows, from the market's BaseLine text: handicap -1.5 is '-1.5' on '1' and '+1.5' on
 * '2', 0 stays '0', totals show as sent ('2.5'); '' when there is no line or it cannot be read.
 */
export function pickLineText(name: string, baseLine: string): string {
  const line = parseLine(baseLine);
  if (line?.value == null) return '';
  return formatLine(pickLineValue(name, line.value), { showPlus: isSidePick(name) });
}

/** The pick as the slip shows it: label, then the line in brackets when there is one ('원정승 (+1.5)'). */
export function cartPickText(name: string, baseLine = ''): string {
  const line = pickLineText(name, baseLine);
  return line === '' ? pickLabel(name) : `${pickLabel(name)} (${line})`;
}
