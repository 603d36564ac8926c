import type { TNotificationPreferences } from '@kampa/contracts/notifications/notification-preferences';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { NotificationsForm } from './notifications-section';

const DEFAULTS: TNotificationPreferences = {
  isSaved: false,
  language: null,
  timeZone: 'Europe/Prague',
  digest: { enabled: false, hour: 8 },
  alertEmails: { critical: true, warning: true, info: true },
  projects: [
    {
      project: {
        uid: 'shop_uid_0000000000000',
        name: 'E-shop Alfa',
        websiteUrl: 'https://alfa.example.cz',
      },
      role: 'owner',
      digest: true,
      alertEmails: null,
    },
    {
      project: {
        uid: 'cafe_uid_0000000000000',
        name: 'Kavárna Beta',
        websiteUrl: 'https://beta.example.cz',
      },
      role: 'viewer',
      digest: true,
      alertEmails: null,
    },
  ],
};

beforeAll(async () => {
  await setLanguage('en');
});

describe('the notifications card', () => {
  it('sends the digest, hour, zone, severities and per project overrides the user chose', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<NotificationsForm value={DEFAULTS} isSaving={false} onSave={onSave} />);

    // Before the first save the hour waits for the digest to be on.
    expect(screen.getByLabelText('Send it at')).toBeDisabled();
    await user.click(screen.getByLabelText('Send me the daily digest'));
    await user.selectOptions(screen.getByLabelText('Send it at'), '07:00');
    await user.selectOptions(screen.getByLabelText('Time zone'), 'America/New_York');
    await user.click(screen.getByRole('checkbox', { name: 'Info' }));

    const [shop, cafe] = screen.getAllByTestId('notification-project');
    await user.click(within(cafe!).getByLabelText('Kavárna Beta in the daily digest'));
    // A viewer gets no alert e-mails: there is nothing to override.
    expect(
      within(cafe!).getByLabelText('Own alert e-mail settings for Kavárna Beta'),
    ).toBeDisabled();
    await user.click(within(shop!).getByLabelText('Own alert e-mail settings for E-shop Alfa'));
    const shopAlerts = within(shop!).getByRole('group', {
      name: 'Alerts of E-shop Alfa e-mailed when',
    });
    await user.click(within(shopAlerts).getByRole('checkbox', { name: 'Warning' }));

    await user.click(screen.getByRole('button', { name: 'Save notifications' }));
    expect(onSave).toHaveBeenCalledWith({
      language: 'en',
      timeZone: 'America/New_York',
      digest: { enabled: true, hour: 7 },
      alertEmails: { critical: true, warning: true, info: false },
      projects: [
        {
          projectUid: 'shop_uid_0000000000000',
          digest: true,
          // Started from the account's switches (info off), then warning off.
          alertEmails: { critical: true, warning: false, info: false },
        },
        { projectUid: 'cafe_uid_0000000000000', digest: false, alertEmails: null },
      ],
    });
  });

  it('shows what was saved: the stored zone and language, not the browser’s', () => {
    render(
      <NotificationsForm
        value={{
          ...DEFAULTS,
          isSaved: true,
          language: 'cs',
          timeZone: 'Asia/Tokyo',
          digest: { enabled: true, hour: 22 },
        }}
        isSaving={false}
        onSave={() => undefined}
      />,
    );
    expect(screen.getByLabelText('Language of the e-mails')).toHaveValue('cs');
    expect(screen.getByLabelText('Time zone')).toHaveValue('Asia/Tokyo');
    expect(screen.getByLabelText('Send me the daily digest')).toBeChecked();
    expect(screen.getByLabelText('Send it at')).toHaveValue('22');
  });
});
