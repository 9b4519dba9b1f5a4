import type { SmsGateway } from './sms-gateway.ts';

/** Where the webhook gateway posts: SMS_WEBHOOK_URL, with SMS_WEBHOOK_TOKEN as a bearer token. */
export type SmsWebhookSettings = { url: string; token: string | undefined; timeoutMs?: number };

/** The JSON body the provider receives (README documents it). */
export type SmsWebhookBody = { to: string; text: string };

const defaultTimeoutMs = 10_000;

/**
 * Sends each message as `POST <url>` with `{"to":"01012345678","text":"..."}` and
 * `Authorization: Bearer <token>`; any answer other than 2xx (or no answer in time) is a failure.
 */
export function createWebhookSmsGateway(settings: SmsWebhookSettings): SmsGateway {
  return {
    async send(phone, text) {
      const body: SmsWebhookBody = { to: phone, text };
      const response = await fetch(settings.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(settings.token ? { authorization: `Bearer ${settings.token}` } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(settings.timeoutMs ?? defaultTimeoutMs),
      });
      // Drain the body so the connection is reused.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`SMS provider answered HTTP ${response.status}`);
    },
  };
}
