import { describe, expect, it, vi } from 'vitest';

const shown = vi.hoisted(() => [] as string[]);
vi.mock('react-hot-toast', () => ({
  toast: Object.assign((message: string) => shown.push(`blank:${message}`), {
    success: (message: string) => shown.push(`success:${message}`),
    error: (message: string, options?: { id?: string }) =>
      shown.push(`error:${message}:${options?.id ?? ''}`),
  }),
}));

const { isToasterWanted, subscribeToToasts, toast } = await import('./toast');

describe('toast', () => {
  it('wants the toaster from the first toast on and shows every toast, in order, once loaded', async () => {
    const changes = vi.fn();
    subscribeToToasts(changes);
    expect(isToasterWanted()).toBe(false);
    toast('Saved draft');
    expect(isToasterWanted()).toBe(true);
    expect(changes).toHaveBeenCalledTimes(1);
    toast.success('Project created');
    toast.error('Sign-in failed', { id: 'sign-in-error' });
    await vi.waitFor(() => expect(shown).toHaveLength(3));
    expect(shown).toEqual([
      'blank:Saved draft',
      'success:Project created',
      'error:Sign-in failed:sign-in-error',
    ]);
    expect(changes).toHaveBeenCalledTimes(1);
  });
});
