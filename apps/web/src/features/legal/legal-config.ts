import { CURRENT_TOS_VERSION } from '@kampa/contracts/user/tos-status';

/**
 * Who runs this Kampa deployment and where to write: set at build time, because Kampa is run by
 * whoever deploys it. The defaults are placeholders for local use.
 */
export const LEGAL_OPERATOR: string = import.meta.env.VITE_KAMPA_OPERATOR || 'Kampa';
export const LEGAL_CONTACT_EMAIL: string =
  import.meta.env.VITE_KAMPA_CONTACT_EMAIL || 'privacy@kampa.example';

/** The terms' version is the one users accept (contracts); the policy shares its date. */
export const TERMS_VERSION = CURRENT_TOS_VERSION;
export const PRIVACY_POLICY_VERSION = CURRENT_TOS_VERSION;
