import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';

export type SecurityOptions = {
  config: Pick<AppConfig, 'FIREBASE_AUTH_EMULATOR_HOST'>;
  /** The web app's inline scripts the CSP allows, as `'sha256-…'` sources (`inlineScriptHashes`). */
  inlineScripts?: string[];
};

/** Browser features the app never uses, switched off for it and anything it might embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers with a CSP that allows only our own assets plus what Firebase Auth needs.
 * Framing is refused by the CSP's `frame-ancestors` alone (no contradicting X-Frame-Options); HSTS
 * only on answers that came over HTTPS (directly, or through a trusted proxy); answers of
 * signed-in routes are never stored by a browser or a proxy.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, { config, inlineScripts = [] }: SecurityOptions) => {
    const emulator = config.FIREBASE_AUTH_EMULATOR_HOST
      ? [`http://${config.FIREBASE_AUTH_EMULATOR_HOST}`]
      : [];
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...inlineScripts, 'https://apis.google.com'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: [
            "'self'",
            'https://identitytoolkit.googleapis.com',
            'https://securetoken.googleapis.com',
            ...emulator,
          ],
          frameSrc: ["'self'", 'https://*.firebaseapp.com', 'https://apis.google.com', ...emulator],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      // The Google sign-in popup must be able to talk back to its opener.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      xFrameOptions: false,
      strictTransportSecurity: false,
    });

    app.addHook('onRequest', async (request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.routeOptions.config?.isAuthenticated) reply.header('cache-control', 'no-store');
    });
  },
);
