import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { LandingPage } from '@/features/landing/components/landing-page';
import { loadMessageGroup } from '@/lib/i18n';
import { rootRoute } from './root';

export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: LandingPage,
});

export const termsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'terms-of-service',
  component: lazyRouteComponent(
    () => import('@/features/legal/components/terms-page'),
    'TermsPage',
  ),
});

export const privacyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'privacy-policy',
  component: lazyRouteComponent(
    () => import('@/features/legal/components/privacy-page'),
    'PrivacyPage',
  ),
});

/** The local inbox: the e-mail a local Kampa sent, caught by its SMTP receiver. */
export const devMailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'dev/mail',
  // Its words are among the signed-in screens' (the invite form links to it too).
  loader: () => loadMessageGroup('app'),
  component: lazyRouteComponent(
    () => import('@/features/dev-mail/components/dev-mail-page'),
    'DevMailPage',
  ),
});
