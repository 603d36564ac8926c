import type { TWorkspaceNotificationDefaults } from '@kampa/contracts/notifications/workspace-notification-defaults';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { WorkspaceNotificationDefaultsForm } from './workspace-notification-defaults-card';

const UNSAVED: TWorkspaceNotificationDefaults = {
  alertEmails: { critical: true, warning: true, info: true },
  language: null,
  isSaved: false,
  canEdit: true,
};

beforeAll(async () => {
  await setLanguage('en');
});

describe('the workspace notification defaults form', () => {
  it('saves the severities and the language its owner or a manager chose, whole', async () => {
    const onSave = vi.fn();
    render(<WorkspaceNotificationDefaultsForm value={UNSAVED} isSaving={false} onSave={onSave} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Warning' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Info' }));
    await userEvent.selectOptions(screen.getByLabelText('Language of those e-mails'), 'cs');
    await userEvent.click(screen.getByRole('button', { name: 'Save defaults' }));
    expect(onSave).toHaveBeenCalledWith({
      alertEmails: { critical: true, warning: false, info: false },
      language: 'cs',
    });
  });

  it('shows a member what applies to them, without a way to change it', () => {
    render(
      <WorkspaceNotificationDefaultsForm
        value={{ ...UNSAVED, canEdit: false, language: 'en' }}
        isSaving={false}
        onSave={vi.fn()}
      />,
    );
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
    expect(screen.getByLabelText('Language of those e-mails')).toBeDisabled();
    expect(screen.getByLabelText('Language of those e-mails')).toHaveValue('en');
    expect(screen.queryByRole('button', { name: 'Save defaults' })).toBeNull();
  });
});
