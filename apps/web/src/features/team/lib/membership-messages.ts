import { addAreas } from '@/lib/i18n';
import csMembership from '@/locales/cs/membership.json';
import enMembership from '@/locales/en/membership.json';

/**
 * The team screens' words (members, invitations, leaving) load with those screens, not with every
 * signed-in screen's translations; the role names stay there (the timeline names them).
 */
export const loadMembershipMessages = () =>
  addAreas({ cs: { membership: csMembership }, en: { membership: enMembership } });
