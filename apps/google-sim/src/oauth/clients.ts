import type { OAuthClient } from '../config';

export const findClient = (
  clients: readonly OAuthClient[],
  clientId: string | undefined,
): OAuthClient | undefined => clients.find((c) => c.clientId === clientId);

const isLoopback = (uri: string): boolean => {
  try {
    const url = new URL(uri);
    return (
      url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1')
    );
  } catch {
    return false;
  }
};

export const isRedirectAllowed = (client: OAuthClient, redirectUri: string): boolean =>
  (client.redirectUris ?? []).includes(redirectUri) ||
  ((client.allowLoopback ?? true) && isLoopback(redirectUri));

/** Client credentials from the body or HTTP Basic, as Google's token endpoint accepts. */
export const clientCredentials = (
  authorization: string | undefined,
  body: { clientId: string | undefined; clientSecret: string | undefined },
): { clientId: string | undefined; clientSecret: string | undefined } => {
  if (authorization?.startsWith('Basic ')) {
    const decoded = Buffer.from(authorization.slice(6), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) {
      return {
        clientId: decodeURIComponent(decoded.slice(0, colon)),
        clientSecret: decodeURIComponent(decoded.slice(colon + 1)),
      };
    }
  }
  return body;
};
