import { makeProjectSettings } from '@kampa/contracts/test-support/factories';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { ProjectFormValues } from '@/features/projects/lib/project-form-validation';
import { ProjectForm } from './project-form';

/** A new project's form: the defaults (Europe/Prague, CZK) and nothing typed yet. */
const EMPTY = makeProjectSettings({ name: '', websiteUrl: '' });

type Submit = (values: ProjectFormValues) => Promise<unknown>;

const setup = (onSubmit = vi.fn<Submit>(async () => undefined)) => {
  render(<ProjectForm initialValues={EMPTY} submitLabel="Create project" onSubmit={onSubmit} />);
  return {
    user: userEvent.setup(),
    onSubmit,
    name: screen.getByLabelText('Project name'),
    website: screen.getByLabelText('Website'),
    submit: screen.getByRole('button', { name: 'Create project' }),
  };
};

/** The text of the element(s) a control's aria-describedby points at. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('ProjectForm', () => {
  it('defaults to Europe/Prague and CZK, with labelled controls', () => {
    setup();
    expect(screen.getByLabelText('Time zone')).toHaveValue('Europe/Prague');
    expect(screen.getByLabelText('Currency')).toHaveValue('CZK');
    expect(screen.getByRole('option', { name: /^EUR – / })).toBeInTheDocument();
  });

  it('on an empty submit shows the errors inline and focuses the first invalid field', async () => {
    const { user, onSubmit, name, website, submit } = setup();
    await user.click(submit);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(description(name)).toContain("Enter the project's name.");
    expect(website).toHaveAttribute('aria-invalid', 'true');
    expect(description(website)).toContain("Enter the website's address.");
    await waitFor(() => expect(name).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says when the address is not a web address, and clears the error once fixed', async () => {
    const { user, onSubmit, name, website, submit } = setup();
    await user.type(name, 'Acme');
    await user.type(website, 'not a url');
    await user.click(submit);
    expect(description(website)).toContain(
      'Enter a public web address such as https://www.example.cz, without a user name or password.',
    );
    await waitFor(() => expect(website).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'false');
    await user.clear(website);
    await user.type(website, 'acme.cz');
    expect(website).toHaveAttribute('aria-invalid', 'false');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends trimmed values with the scheme added', async () => {
    const { user, onSubmit, name, website, submit } = setup();
    await user.type(name, '  Acme s.r.o. ');
    await user.type(website, 'www.acme.cz');
    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(
      makeProjectSettings({
        name: 'Acme s.r.o.',
        websiteUrl: 'https://www.acme.cz',
        timeZone: 'Europe/Prague',
        currency: 'EUR',
      }),
    );
  });

  it('submits once while the first submission is under way, with a busy button', async () => {
    let finish = () => undefined as void;
    const onSubmit = vi.fn<Submit>(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user, name, website, submit } = setup(onSubmit);
    await user.type(name, 'Acme');
    await user.type(website, 'https://acme.cz');
    await user.click(submit);
    await user.click(submit);
    expect(submit).toHaveAttribute('aria-busy', 'true');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(submit).not.toHaveAttribute('aria-busy'));
  });

  it('shows a server field error under that field', async () => {
    const onSubmit = vi.fn<Submit>(async () => {
      throw new ApiError(400, 'validation_failed', 'body.websiteUrl: nope', 'body.websiteUrl');
    });
    const { user, name, website, submit } = setup(onSubmit);
    await user.type(name, 'Acme');
    await user.type(website, 'https://acme.cz');
    await user.click(submit);
    await waitFor(() => expect(website).toHaveAttribute('aria-invalid', 'true'));
    expect(description(website)).toContain('This value was not accepted.');
    await waitFor(() => expect(website).toHaveFocus());
  });

  it('shows any other failure as an alert', async () => {
    const onSubmit = vi.fn<Submit>(async () => {
      throw new ApiError(403, 'forbidden', 'no');
    });
    const { user, name, website, submit } = setup(onSubmit);
    await user.type(name, 'Acme');
    await user.type(website, 'https://acme.cz');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your role in this project does not allow this.',
    );
  });

  it('adds https:// when leaving the website field, without showing errors yet', async () => {
    const { user, website, submit } = setup();
    await user.type(website, 'acme.cz');
    await user.tab();
    expect(website).toHaveValue('https://acme.cz');
    await user.clear(website);
    await user.type(website, 'nic');
    await user.tab();
    expect(website).toHaveValue('nic');
    expect(website).toHaveAttribute('aria-invalid', 'false');
    expect(submit).toBeEnabled();
  });
});
