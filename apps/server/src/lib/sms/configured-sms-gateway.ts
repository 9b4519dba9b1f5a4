import type { SmsGateway } from './sms-gateway.ts';
import { createLogSmsGateway } from './sms-gateway.ts';
import { createWebhookSmsGateway, type SmsWebhookSettings } from './webhook-sms-gateway.ts';

type InfoLogger = { info(object: unknown, message: string): void };

/**
 * The SMS gateway the configuration asks for: the webhook when SMS_WEBHOOK_URL is set; otherwise the
 * log gateway outside production, and none in production (SMS verification is then unavailable).
 */
export function createConfiguredSmsGateway(
  settings: { isProduction?: boolean | undefined; smsWebhook?: SmsWebhookSettings | undefined },
  logger: InfoLogger,
): SmsGateway | null {
  if (settings.smsWebhook) return createWebhookSmsGateway(settings.smsWebhook);
  return settings.isProduction ? null : createLogSmsGateway(logger);
}
