import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { isPublicIpAddress } from '@kampa/contracts/common/web-address';
import type { KeyRing } from '../../lib/encryption';
import {
  checkingLookup,
  ipLiteralOf,
  PrivateAddressError,
  systemResolver,
  type Resolver,
} from '../../lib/public-address-lookup';

/** How long a receiver may take to answer one attempt. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * A rule's webhook secret: derived from the current encryption key, the rule's id and its secret
 * version (nothing secret to store; rotating KAMPA_ENCRYPTION_KEY gives every rule a new secret,
 * "rotate secret" bumps one rule's version). Version 0 keeps the form secrets had before versions.
 */
export const webhookSecretOf = (
  keyRing: KeyRing,
  rule: { id: string; webhookSecretVersion: number },
): string => {
  const key = keyRing.keys.get(keyRing.currentId);
  if (!key) throw new Error('the key ring has no current key');
  const version = rule.webhookSecretVersion === 0 ? '' : `:v${rule.webhookSecretVersion}`;
  return createHmac('sha256', key)
    .update(`monitoring-webhook:${rule.id}${version}`)
    .digest('base64url');
};

/** `v1=<hex HMAC-SHA256 of "<timestamp>.<body>">`: the timestamp is signed too (no replays). */
export const webhookSignature = ({
  secret,
  timestamp,
  body,
}: {
  secret: string;
  timestamp: string;
  body: string;
}): string => `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

export type WebhookAttempt = {
  statusCode: number | null;
  isDelivered: boolean;
  error: string | null;
};

/** Where a webhook may connect: the resolver and whether local and private hosts are allowed. */
export type WebhookTargets = {
  resolver: Resolver;
  /** Whether this URL may reach a local or private address (local use only, never production). */
  isPrivateAllowed: (url: URL) => boolean;
};

/** A URL's `host:port` as an allow-list names it (the scheme's port when the URL names none). */
export const webhookTargetOf = (url: URL): string =>
  `${url.hostname.toLowerCase()}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;

/**
 * Which local or private receivers a webhook may reach: outside production those on the explicit
 * allow-list (`WEBHOOK_ALLOWED_LOCAL_TARGETS`), in production none.
 */
export const allowedLocalTargets = (config: {
  NODE_ENV: string;
  WEBHOOK_ALLOWED_LOCAL_TARGETS: readonly string[];
}): ((url: URL) => boolean) => {
  const allowed = new Set(config.WEBHOOK_ALLOWED_LOCAL_TARGETS);
  return (url) => config.NODE_ENV !== 'production' && allowed.has(webhookTargetOf(url));
};

/** Production's rule: public addresses only, resolved by the system. */
export const PUBLIC_WEBHOOK_TARGETS: WebhookTargets = {
  resolver: systemResolver,
  isPrivateAllowed: () => false,
};

class WebhookTimeoutError extends Error {
  override name = 'TimeoutError';
}

/**
 * One POST over a connection whose address is checked when it is made (`checkingLookup`): a
 * literal address is judged before connecting, a name by every address it resolves to, and the
 * socket connects only to those. Redirects are never followed (the status is the answer).
 */
const post = (
  url: URL,
  targets: WebhookTargets,
  init: { headers: Record<string, string>; body: string },
): Promise<number> =>
  new Promise((resolve, reject) => {
    const isPrivateAllowed = targets.isPrivateAllowed(url);
    const literal = ipLiteralOf(url.hostname);
    if (literal !== null && !isPrivateAllowed && !isPublicIpAddress(literal)) {
      reject(new PrivateAddressError(`${literal} is not a public address`));
      return;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      reject(new TypeError('not an http(s) address'));
      return;
    }
    const request = (url.protocol === 'https:' ? https : http).request(url, {
      method: 'POST',
      headers: { ...init.headers, 'content-length': String(Buffer.byteLength(init.body)) },
      agent: false,
      lookup: checkingLookup({ resolver: targets.resolver, isPrivateAllowed }),
    });
    const timer = setTimeout(
      () => request.destroy(new WebhookTimeoutError('no answer in time')),
      WEBHOOK_TIMEOUT_MS,
    );
    request.on('response', (response) => {
      clearTimeout(timer);
      response.resume();
      resolve(response.statusCode ?? 0);
      request.destroy();
    });
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.end(init.body);
  });

/** One POST of `body` to `url`, signed; never throws (the outcome says what happened). */
export const postWebhook = async (input: {
  url: string;
  secret: string;
  body: string;
  now?: Date;
  targets?: WebhookTargets;
}): Promise<WebhookAttempt> => {
  const timestamp = String(Math.floor((input.now ?? new Date()).getTime() / 1000));
  try {
    const status = await post(new URL(input.url), input.targets ?? PUBLIC_WEBHOOK_TARGETS, {
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Kampa-Webhook/1',
        'x-kampa-timestamp': timestamp,
        'x-kampa-signature': webhookSignature({
          secret: input.secret,
          timestamp,
          body: input.body,
        }),
      },
      body: input.body,
    });
    const isDelivered = status >= 200 && status < 300;
    return {
      statusCode: status,
      isDelivered,
      error: isDelivered ? null : `HTTP ${status}`,
    };
  } catch (error) {
    return {
      statusCode: null,
      isDelivered: false,
      // A name for the log, never the message (it may repeat the address or the answer).
      error: error instanceof Error && error.name !== 'Error' ? error.name : 'NetworkError',
    };
  }
};
