import { maskPhone } from '../log/mask.ts';

/** Delivers a text message to a Korean mobile number (01012345678). */
export interface SmsGateway {
  send(phone: string, text: string): Promise<void>;
}

type InfoLogger = { info(object: unknown, message: string): void };

/**
 * The development gateway: no SMS provider is configured, so the message (with the code) goes to
 * the server log, where someone trying the demo can read it. The server refuses it in production.
 */
export function createLogSmsGateway(logger: InfoLogger): SmsGateway {
  return {
    async send(phone, text) {
      logger.info({ phone: maskPhone(phone), text }, 'SMS not delivered (development log gateway)');
    },
  };
}
