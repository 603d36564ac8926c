import { describe, expect, it } from 'vitest';
import { switchesOf, wantsAlertEmail } from './preferences';

const ALL_OFF = { critical: false, warning: false, info: false };
const NOTHING = { critical: null, warning: null, info: null };

describe('who wants an alert e-mail', () => {
  it('everyone, of every severity, before choosing anything (as before preferences existed)', () => {
    for (const severity of ['critical', 'warning', 'info'] as const) {
      expect(wantsAlertEmail({ account: null, project: null }, severity)).toBe(true);
    }
  });

  it("follows the account's switches, and a project's override over them", () => {
    const account = { critical: true, warning: false, info: false };
    expect(wantsAlertEmail({ account, project: null }, 'critical')).toBe(true);
    expect(wantsAlertEmail({ account, project: null }, 'warning')).toBe(false);
    // A project override row without alert switches (only "not in the digest") changes nothing.
    expect(wantsAlertEmail({ account, project: NOTHING }, 'warning')).toBe(false);
    expect(wantsAlertEmail({ account, project: ALL_OFF }, 'critical')).toBe(false);
    expect(wantsAlertEmail({ account: ALL_OFF, project: { ...ALL_OFF, info: true } }, 'info')).toBe(
      true,
    );
  });

  it("follows the workspace's defaults only for someone who chose nothing of their own", () => {
    const workspace = { critical: true, warning: false, info: false };
    expect(wantsAlertEmail({ account: null, project: null, workspace }, 'warning')).toBe(false);
    expect(wantsAlertEmail({ account: null, project: null, workspace }, 'critical')).toBe(true);
    // The workspace saved nothing (its row is missing: every switch null).
    expect(wantsAlertEmail({ account: null, project: null, workspace: NOTHING }, 'info')).toBe(
      true,
    );
    const account = { critical: true, warning: true, info: true };
    expect(wantsAlertEmail({ account, project: null, workspace }, 'warning')).toBe(true);
    expect(wantsAlertEmail({ account: null, project: ALL_OFF, workspace }, 'critical')).toBe(false);
  });

  it('reads switches only when all three are stored', () => {
    expect(switchesOf(NOTHING)).toBeNull();
    expect(switchesOf({ critical: true, warning: null, info: true })).toBeNull();
    expect(switchesOf({ critical: true, warning: false, info: true })).toEqual({
      critical: true,
      warning: false,
      info: true,
    });
  });
});
