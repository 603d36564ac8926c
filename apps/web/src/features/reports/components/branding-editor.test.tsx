import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { BrandingEditor } from './branding-editor';

const EMPTY = { agencyName: null, accentColor: null, logo: null };
const LOGO = {
  contentType: 'image/png' as const,
  dataUri: 'data:image/png;base64,iVBORw0K',
  bytes: 4,
};

const actions = () => ({
  save: { run: vi.fn(), isPending: false },
  upload: { run: vi.fn(), isPending: false },
  removeLogo: { run: vi.fn(), isPending: false },
});

beforeEach(async () => {
  await setLanguage('en');
});

describe('the branding editor', () => {
  it('saves the name and the colour, lower-cased, and refuses a colour that is not #rrggbb', async () => {
    const user = userEvent.setup();
    const given = actions();
    render(<BrandingEditor testId="b" value={EMPTY} {...given} />);
    await user.type(screen.getByLabelText('Agency name'), ' Agentura ');
    await user.type(screen.getByLabelText('Accent colour', { exact: true }), 'blue');
    await user.click(screen.getByRole('button', { name: 'Save branding' }));
    expect(screen.getByText('Enter a colour as #rrggbb, e.g. #1f4f99.')).toBeVisible();
    expect(given.save.run).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Accent colour', { exact: true }));
    await user.type(screen.getByLabelText('Accent colour', { exact: true }), '#E4572E');
    await user.click(screen.getByRole('button', { name: 'Save branding' }));
    expect(given.save.run).toHaveBeenCalledWith(
      { agencyName: 'Agentura', accentColor: '#e4572e' },
      expect.anything(),
    );
  });

  it("shows a project's own logo with a remove button, or the agency's as inherited", () => {
    const own = render(
      <BrandingEditor testId="b" value={{ ...EMPTY, logo: LOGO }} {...actions()} />,
    );
    expect(screen.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', LOGO.dataUri);
    expect(screen.getByRole('button', { name: 'Remove logo' })).toBeVisible();
    own.unmount();
    render(
      <BrandingEditor
        testId="b"
        value={EMPTY}
        inherited={{ agencyName: 'Agentura', accentColor: '#1f4f99', logo: LOGO }}
        {...actions()}
      />,
    );
    expect(screen.getByRole('img', { name: 'Logo preview' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Remove logo' })).toBeNull();
    expect(screen.getByText("Empty: the agency's Agentura")).toBeVisible();
    expect(screen.getByText(/Showing the agency's logo/)).toBeVisible();
  });

  it('refuses a file that is not PNG or SVG before sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const given = actions();
    render(<BrandingEditor testId="b" value={EMPTY} {...given} />);
    await user.upload(
      screen.getByTestId('b-file'),
      new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a PNG or SVG file.');
    expect(given.upload.run).not.toHaveBeenCalled();
  });
});
