import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readInitialTheme, THEME_STORAGE_KEY, ThemeProvider, useTheme } from './theme';

const mockSystemDark = (isDark: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === '(prefers-color-scheme: dark)' ? isDark : false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );

const Probe = () => {
  const { theme, toggleTheme } = useTheme();
  return (
    <button type="button" onClick={toggleTheme}>
      {theme}
    </button>
  );
};

afterEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
  vi.restoreAllMocks();
});

describe('theme', () => {
  it('uses the key "theme"', () => {
    expect(THEME_STORAGE_KEY).toBe('theme');
  });

  it('prefers the saved value over the system preference', () => {
    mockSystemDark(true);
    localStorage.setItem('theme', 'light');
    expect(readInitialTheme()).toBe('light');
  });

  it('falls back to the system colour-scheme preference', () => {
    mockSystemDark(true);
    expect(readInitialTheme()).toBe('dark');
    mockSystemDark(false);
    expect(readInitialTheme()).toBe('light');
  });

  it('ignores a saved value that is not a theme', () => {
    mockSystemDark(false);
    localStorage.setItem('theme', 'purple');
    expect(readInitialTheme()).toBe('light');
  });

  it('toggling flips the theme, saves it and sets or removes the dark class', () => {
    mockSystemDark(false);
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    const button = screen.getByRole('button');
    expect(button).toHaveTextContent('light');
    expect(document.documentElement).not.toHaveClass('dark');
    act(() => button.click());
    expect(button).toHaveTextContent('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    act(() => button.click());
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });
});
