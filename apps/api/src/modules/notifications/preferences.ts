import {
  ALL_ALERT_EMAILS,
  type TAlertEmails,
} from '@kampa/contracts/notifications/notification-preferences';
import type { TRuleFields } from '@kampa/contracts/monitoring/rule';

/** Three nullable switches as stored (an override row, or no account row at all). */
type StoredSwitches = {
  critical: boolean | null;
  warning: boolean | null;
  info: boolean | null;
};

/** The switches when all three are stored, else null (nothing chosen there). */
export const switchesOf = (stored: StoredSwitches | null): TAlertEmails | null =>
  stored && stored.critical !== null && stored.warning !== null && stored.info !== null
    ? { critical: stored.critical, warning: stored.warning, info: stored.info }
    : null;

/**
 * Whether a member gets an alert's e-mail: the project's override when they set one, else their
 * account's switches, else the defaults of the project's workspace, else yes (the default before
 * anyone chose).
 */
export const wantsAlertEmail = (
  choice: {
    account: StoredSwitches | null;
    project: StoredSwitches | null;
    workspace?: StoredSwitches | null;
  },
  severity: TRuleFields['severity'],
): boolean =>
  (switchesOf(choice.project) ??
    switchesOf(choice.account) ??
    switchesOf(choice.workspace ?? null) ??
    ALL_ALERT_EMAILS)[severity];
