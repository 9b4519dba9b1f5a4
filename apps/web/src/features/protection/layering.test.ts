import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The reality check must show over the casino game overlay (issue 27): compare the layers the
// style sheets give them, with the design tokens of base.css.

/** A style sheet by its path from src/ (each feature keeps its own beside its code). */
const styles = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

function tokens(): Record<string, number> {
  const found: Record<string, number> = {};
  for (const [, name, value] of styles('styles/base.css').matchAll(/--(z-[a-z]+):\s*(\d+);/g)) {
    found[name!] = Number(value);
  }
  return found;
}

/** The z-index of the first rule for `selector` in `sheet`, with calc(var(--z-x) +/- n) worked out. */
function zIndexOf(sheet: string, selector: string): number {
  const start = sheet.indexOf(`${selector} {`);
  expect(start, `${selector} in the style sheet`).toBeGreaterThanOrEqual(0);
  const rule = sheet.slice(start, sheet.indexOf('}', start));
  const match = rule.match(/z-index:\s*calc\(var\(--(z-[a-z]+)\)\s*([+-])\s*(\d+)\)/);
  expect(match, `${selector} has a calc z-index`).not.toBeNull();
  const [, token = '', sign, amount] = match ?? [];
  const base = tokens()[token] ?? Number.NaN;
  return sign === '+' ? base + Number(amount) : base - Number(amount);
}

describe('layers', () => {
  it('when the reality check opens over a casino game, then it is above the overlay and below alerts', () => {
    const reality = zIndexOf(
      styles('features/protection/protection.css'),
      '.modal-backdrop:has(.reality-check)',
    );
    const overlay = zIndexOf(styles('features/casino/casino.css'), '.casino-overlay');
    expect(reality).toBeGreaterThan(overlay);
    expect(reality).toBeGreaterThan(tokens()['z-modal']!);
    expect(reality).toBeLessThan(tokens()['z-alert']!);
  });
});
