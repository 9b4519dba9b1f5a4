import { maskPhone } from './mask.ts';

type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

// Any field carrying a phone number, at the top of a log object or one level down.
const phonePaths = ['phone', 'phoneNum', '*.phone', '*.phoneNum'];

/**
 * The server's pino options: the level, and phone numbers masked wherever a log line carries one
 * (a feature logging `{ phone }` by mistake still writes 010******78).
 */
export function createLoggerOptions(level: LogLevel): {
  level: LogLevel;
  redact: { paths: string[]; censor: (value: unknown) => string };
} {
  return { level, redact: { paths: phonePaths, censor: (value: unknown) => maskPhone(value) } };
}
