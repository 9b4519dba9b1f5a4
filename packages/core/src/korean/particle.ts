import { josa, numberToHangul } from 'es-hangul';

/** The particle pairs a message may put after a variable (written as es-hangul expects them). */
export type Particle = '이/가' | '을/를' | '은/는' | '으로/로' | '와/과';

// es-hangul picks by the last Hangul syllable. It reads Latin letters only when the whole word is
// upper-case letters ('ABC' yes, 'CODE1', 'abc' and 'Mon' no) and treats digits like any other
// non-Hangul character (always the vowel form: '1를'). So the end of a word is first turned into
// what a Korean says there: a final number read whole (1 일 -> 을, 2 이 -> 를, 10 십 -> 을,
// 10,000 만 -> 을), a final Latin letter by its Korean name (E 이 -> 를, M 엠 -> 을, L 엘 -> 로).
const finalNumber = /(\d[\d,]*)$/;
// A Number is exact up to 15 digits; the last 15 digits end the reading as the whole number does.
const readDigits = 15;
// The Korean names of A to Z, in order.
const letterNames =
  '에이 비 씨 디 이 에프 지 에이치 아이 제이 케이 엘 엠 엔 오 피 큐 알 에스 티 유 브이 더블유 엑스 와이 지'.split(
    ' ',
  );

/** What a Korean says for the end of `word`: a final number or Latin letter spelt out, or the word. */
function spokenEndOf(word: string): string {
  const number = finalNumber.exec(word)?.[1]?.replaceAll(',', '');
  if (number) return numberToHangul(Number(number.slice(-readDigits)));
  const letter = /[A-Za-z]$/.test(word) ? word.toUpperCase().charCodeAt(word.length - 1) - 65 : -1;
  return letterNames[letter] ?? word;
}

/** The particle that follows `word` ('쿠폰 코드 ABC1' + '을/를' -> '을'), by its last syllable as read aloud. */
export function pickParticle(word: string, particle: Particle): string {
  return josa.pick(spokenEndOf(word), particle);
}

/** `word` followed by its particle: withParticle('WRONGCODE1', '을/를') -> 'WRONGCODE1을'. */
export function withParticle(word: string, particle: Particle): string {
  return `${word}${pickParticle(word, particle)}`;
}
