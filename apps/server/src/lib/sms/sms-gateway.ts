/** Delivers a text message to a Korean mobile number (01012345678). */
export interface SmsGateway {
  send(phone: string, text: string): Promise<void>;
}

type InfoLogger = { info(object: unknown, message: string): void };

/**
 * The built-in gateway: no SMS provider is configured, so the message (with the code) goes to
 * the server log, where staff running a demo can read it.
 */
export function createLogSmsGateway(logger: InfoLogger): SmsGateway {
  return {
    async send(phone, text) {
      logger.info({ phone, text }, 'SMS (log gateway, not delivered)');
    },
  };
}
