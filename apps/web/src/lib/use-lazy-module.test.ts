import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLazyModule } from './use-lazy-module';

const card = { Card: 'the card' };
const loadCard = () => Promise.resolve(card);
const failToLoad = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));

describe('useLazyModule', () => {
  it('is loading until the code is in, then hands the module over', async () => {
    const { result } = renderHook(() => useLazyModule(loadCard));
    expect(result.current).toEqual({ state: 'loading' });
    await waitFor(() => expect(result.current).toEqual({ state: 'loaded', module: card }));
  });

  it('says the load failed rather than staying on its way (a screen waiting for it goes on)', async () => {
    const { result } = renderHook(() => useLazyModule(failToLoad));
    await waitFor(() => expect(result.current).toEqual({ state: 'failed' }));
  });
});
