import { useCallback, useState } from 'react';
import {
  readPortfolioPrefs,
  writePortfolioPrefs,
  type PortfolioPrefs,
} from '@/features/projects/lib/portfolio-prefs';

/** The view and sort of `/projects`, remembered per user in this browser. */
export const usePortfolioPrefs = (userUid: string) => {
  const [prefs, setPrefs] = useState(() => readPortfolioPrefs(userUid, window.localStorage));
  const update = useCallback(
    (next: PortfolioPrefs) => {
      setPrefs(next);
      writePortfolioPrefs(userUid, next, window.localStorage);
    },
    [userUid],
  );
  return [prefs, update] as const;
};
