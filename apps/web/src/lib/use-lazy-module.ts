import { useEffect, useState } from 'react';

/** A module loaded apart from the screen that shows it: on its way, in, or failed to load. */
export type LazyModule<TModule> =
  { state: 'loading' } | { state: 'loaded'; module: TModule } | { state: 'failed' };

/**
 * Loads code a screen does not need for its first paint (a card below the numbers, say) in a chunk
 * of its own, starting as the screen mounts. Unlike `React.lazy` it says when the code is in, so a
 * screen can wait for it together with its data and show both at once; a failed load is said
 * rather than waited on forever. `load` must be stable (a module-level function).
 */
export const useLazyModule = <TModule>(load: () => Promise<TModule>): LazyModule<TModule> => {
  const [loaded, setLoaded] = useState<LazyModule<TModule>>({ state: 'loading' });
  useEffect(() => {
    let isCurrent = true;
    load().then(
      (module) => {
        if (isCurrent) setLoaded({ state: 'loaded', module });
      },
      () => {
        if (isCurrent) setLoaded({ state: 'failed' });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [load]);
  return loaded;
};
