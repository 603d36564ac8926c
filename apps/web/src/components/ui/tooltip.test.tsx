import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each test loads the module afresh, so its tooltips first appear before Radix's code arrived.
const freshTooltip = async () => {
  vi.resetModules();
  const module = await import('./tooltip');
  return module.Tooltip;
};

describe('Tooltip', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    // Radix measures its content; the test's DOM has no layout to observe.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });

  it('keeps the keyboard focus on a trigger focused before Radix arrived, and then shows the label', async () => {
    const Tooltip = await freshTooltip();
    render(
      <Tooltip content="Ad cost divided by conversions" side="top">
        <button type="button">About CPA</button>
      </Tooltip>,
    );
    const early = screen.getByRole('button', { name: 'About CPA' });
    act(() => early.focus());
    expect(early).toHaveFocus();

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'About CPA' })).toHaveAttribute('data-state'),
    );
    expect(screen.getByRole('button', { name: 'About CPA' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Ad cost divided by conversions');
  });

  it('keeps its trigger (and its focus) when drawn again after Radix arrived', async () => {
    const Tooltip = await freshTooltip();
    const view = render(
      <Tooltip content="Clicks on your ads">
        <button type="button">About clicks</button>
      </Tooltip>,
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'About clicks' })).toHaveAttribute('data-state'),
    );
    const trigger = screen.getByRole('button', { name: 'About clicks' });
    act(() => trigger.focus());

    view.rerender(
      <Tooltip content="Clicks on your ads (updated)">
        <button type="button">About clicks</button>
      </Tooltip>,
    );
    expect(screen.getByRole('button', { name: 'About clicks' })).toBe(trigger);
    expect(trigger).toHaveFocus();
  });
});
