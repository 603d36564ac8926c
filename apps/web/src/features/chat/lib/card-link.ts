import type { TChatToolResult } from '@kampa/contracts/chat/chat';

/** The screen that shows a data card's numbers for the same days (its route and search). */
export const cardLinkOf = (result: TChatToolResult) => {
  const search = result.range
    ? {
        from: result.range.from,
        to: result.range.to,
        ...(result.comparison && result.comparison !== 'previous_period'
          ? { compare: result.comparison }
          : {}),
      }
    : {};
  switch (result.view) {
    case 'analytics':
      return { to: '/project/$projectId/analytics', search } as const;
    case 'ads':
      return { to: '/project/$projectId/ads', search } as const;
    case 'search':
      return { to: '/project/$projectId/search', search } as const;
    case 'events':
      return {
        to: '/project/$projectId/events',
        search: result.range ? { from: result.range.from, to: result.range.to } : {},
      } as const;
    case 'monitoring':
      return { to: '/project/$projectId/monitoring', search: {} } as const;
    case 'overview':
    case 'project':
      return { to: '/project/$projectId/dashboard', search } as const;
  }
};
