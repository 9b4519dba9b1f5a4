import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pickParticle } from './particle.ts';

// Every message of every catalogue in core that takes variables, found by walking the exports (so
// a new catalogue or message is checked without being listed here), called with sample words.
// Wherever a sample is directly followed by a particle, that particle must suit the sample.

type Ending = 'consonant' | 'vowel' | 'rieul';
type Message = { name: string; build: (...words: unknown[]) => unknown };

// Sample words and how they end when read aloud (digits and Latin letters by their Korean reading).
const samples: ReadonlyArray<{ word: string; ending: Ending }> = [
  { word: '골드상품권', ending: 'consonant' },
  { word: '보너스', ending: 'vowel' },
  { word: '레벨', ending: 'rieul' },
  { word: '100', ending: 'consonant' },
  { word: '3,000', ending: 'consonant' },
  { word: '2', ending: 'vowel' },
  { word: '1', ending: 'rieul' },
  { word: 'WRONGCODE1', ending: 'rieul' },
  { word: 'VIP', ending: 'vowel' },
  { word: 'Bonus7', ending: 'rieul' },
  { word: 'promo', ending: 'vowel' },
  { word: 'ITEM', ending: 'consonant' },
];

// The particle each ending takes (으로/로: ㄹ takes 로, like a vowel).
const particleByEnding: Record<string, Record<Ending, string>> = {
  '을/를': { consonant: '을', rieul: '을', vowel: '를' },
  '이/가': { consonant: '이', rieul: '이', vowel: '가' },
  '은/는': { consonant: '은', rieul: '은', vowel: '는' },
  '과/와': { consonant: '과', rieul: '과', vowel: '와' },
  '으로/로': { consonant: '으로', rieul: '로', vowel: '로' },
};
const pairOf = Object.fromEntries(
  Object.keys(particleByEnding).flatMap((pair) => pair.split('/').map((one) => [one, pair])),
);
// A particle right after the word, not the start of a longer word ('이용', '로그인').
const particleAfter = /^(으로|로|을|를|이|가|은|는|과|와)(?![가-힣])/;
const hasHangul = /[가-힣]/;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** True for a catalogue: texts and text builders only (zod schemas, tables of numbers are not). */
function isCatalogue(value: Record<string, unknown>): boolean {
  return Object.values(value).every(
    (entry) =>
      typeof entry === 'string' ||
      typeof entry === 'function' ||
      (isPlainObject(entry) && isCatalogue(entry)),
  );
}

/** The messages with variables of one catalogue, nested ones included. */
function messagesOf(catalogue: Record<string, unknown>, path: string): Message[] {
  return Object.entries(catalogue).flatMap(([key, entry]): Message[] => {
    if (typeof entry === 'function') return [{ name: `${path}.${key}`, build: entry as Message['build'] }];
    return isPlainObject(entry) ? messagesOf(entry, `${path}.${key}`) : [];
  });
}

/** Calls a message with `word` for every variable (as a list for a message that takes a list). */
function textOf(message: Message, word: string): string {
  const words = Array.from({ length: Math.max(message.build.length, 1) }, () => word);
  try {
    return String(message.build(...words));
  } catch {
    return String(message.build(...words.map((one) => [one])));
  }
}

const sourceDir = fileURLToPath(new URL('..', import.meta.url));
const sourceFiles = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' }).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
);
const messages: Message[] = [];
for (const file of sourceFiles) {
  const module: Record<string, unknown> = await import(pathToFileURL(`${sourceDir}${file}`).href);
  for (const [name, value] of Object.entries(module)) {
    if (isPlainObject(value) && isCatalogue(value) && JSON.stringify(value).match(hasHangul))
      messages.push(...messagesOf(value, `${file}:${name}`));
  }
}

describe('the particles after variables in the core message catalogues', () => {
  it('when the catalogues are walked, then the messages with variables are found', () => {
    expect(messages.map((message) => message.name)).toEqual(
      expect.arrayContaining([
        'api/promotions.ts:promotionText.couponUsedDone',
        'api/promotions.ts:promotionText.confirmCode',
        'api/wallet-codes.ts:conversionText.belowMinimumPoints',
      ]),
    );
  });

  it.each(
    messages,
  )('$name: when a sample word fills its variables, then each particle after it suits it', (message) => {
    for (const { word, ending } of samples) {
      const text = textOf(message, word);
      for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
        const particle = particleAfter.exec(text.slice(at + word.length))?.[1];
        if (particle === undefined) continue;
        const pair = pairOf[particle] as string;
        expect(`${word}${particle}`, text).toBe(`${word}${particleByEnding[pair]?.[ending]}`);
      }
    }
  });
});

describe('pickParticle', () => {
  it.each(samples)('when the word is $word, then every pair picks the form of its ending', ({
    word,
    ending,
  }) => {
    for (const [pair, byEnding] of Object.entries(particleByEnding)) {
      const option = pair === '과/와' ? '와/과' : (pair as '을/를');
      expect(`${word}${pickParticle(word, option)}`).toBe(`${word}${byEnding[ending]}`);
    }
  });
});
