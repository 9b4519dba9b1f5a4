const maskedPhone = /^\d{3}\*+\d{2}$/;

/** A phone number as logs may show it: the first 3 and last 2 digits (01012345678 -> 010******78). */
export function maskPhone(value: unknown): string {
  if (typeof value === 'string' && maskedPhone.test(value)) return value;
  const digits = typeof value === 'string' ? value.replace(/\D/g, '') : '';
  if (digits.length < 7) return '***';
  return `${digits.slice(0, 3)}${'*'.repeat(digits.length - 5)}${digits.slice(-2)}`;
}
