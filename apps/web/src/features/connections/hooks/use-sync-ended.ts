import { useEffect, useRef } from 'react';

/** Calls `onEnded` when `isActive` goes from true to false (a sync run finished or failed). */
export const useSyncEnded = (isActive: boolean, onEnded: () => void) => {
  const wasActive = useRef(isActive);
  useEffect(() => {
    if (wasActive.current && !isActive) onEnded();
    wasActive.current = isActive;
  }, [isActive, onEnded]);
};
