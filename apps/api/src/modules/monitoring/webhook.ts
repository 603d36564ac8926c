import { createHmac } from 'node:crypto';
import type { KeyRing } from '../../lib/encryption';

/** How long a receiver may take to answer one attempt. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * A rule's webhook secret: derived from the current encryption key and the rule's id (nothing to
 * store; rotating KAMPA_ENCRYPTION_KEY gives every rule a new secret).
 */
export const webhookSecretOf = (keyRing: KeyRing, ruleId: string): string => {
  const key = keyRing.keys.get(keyRing.currentId);
  if (!key) throw new Error('the key ring has no current key');
  return createHmac('sha256', key).update(`monitoring-webhook:${ruleId}`).digest('base64url');
};

/** `v1=<hex HMAC-SHA256 of "<timestamp>.<body>">`: the timestamp is signed too (no replays). */
export const webhookSignature = (secret: string, timestamp: string, body: string): string =>
  `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

export type WebhookAttempt = {
  statusCode: number | null;
  isDelivered: boolean;
  error: string | null;
};

/** One POST of `body` to `url`, signed; never throws (the outcome says what happened). */
export const postWebhook = async (input: {
  url: string;
  secret: string;
  body: string;
  now?: Date;
}): Promise<WebhookAttempt> => {
  const timestamp = String(Math.floor((input.now ?? new Date()).getTime() / 1000));
  try {
    const response = await fetch(input.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Kampa-Webhook/1',
        'x-kampa-timestamp': timestamp,
        'x-kampa-signature': webhookSignature(input.secret, timestamp, input.body),
      },
      body: input.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    await response.body?.cancel();
    const isDelivered = response.status >= 200 && response.status < 300;
    return {
      statusCode: response.status,
      isDelivered,
      error: isDelivered ? null : `HTTP ${response.status}`,
    };
  } catch (error) {
    return {
      statusCode: null,
      isDelivered: false,
      error: error instanceof Error ? error.name : 'network error',
    };
  }
};
