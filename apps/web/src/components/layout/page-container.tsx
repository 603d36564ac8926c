import type { ReactNode } from 'react';

/** The standard page frame inside the shell: one width and one set of gutters everywhere. */
export const PageContainer = ({ children }: { children: ReactNode }) => (
  <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-8">{children}</div>
);
