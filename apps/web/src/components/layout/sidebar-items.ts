import {
  BarChart3,
  CalendarClock,
  FileText,
  LayoutDashboard,
  Megaphone,
  MessagesSquare,
  Search,
  ShieldCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';

export type SidebarItem = {
  id:
    | 'dashboard'
    | 'analytics'
    | 'ads'
    | 'chat'
    | 'search'
    | 'events'
    | 'monitoring'
    | 'reports'
    | 'team';
  to:
    | '/project/$projectId/dashboard'
    | '/project/$projectId/analytics'
    | '/project/$projectId/ads'
    | '/project/$projectId/chat'
    | '/project/$projectId/search'
    | '/project/$projectId/events'
    | '/project/$projectId/monitoring'
    | '/project/$projectId/reports'
    | '/project/$projectId/team';
  icon: LucideIcon;
  /** A dashboard: its link carries the range and comparison from another dashboard. */
  isDashboard?: true;
};

/**
 * In this order: Dashboard, Analytics, Ads, then Chat, set apart. Search (Search Console) opens
 * a third group with Events and Monitoring below it: the site's organic search, and what watches
 * over the data the first group shows. Reports (what goes to the
 * client) form a group of their own; Team (members, roles and invitations) stands last, on its own.
 */
export const SIDEBAR_GROUPS: readonly (readonly SidebarItem[])[] = [
  [
    {
      id: 'dashboard',
      to: '/project/$projectId/dashboard',
      isDashboard: true,
      icon: LayoutDashboard,
    },
    { id: 'analytics', to: '/project/$projectId/analytics', isDashboard: true, icon: BarChart3 },
    { id: 'ads', to: '/project/$projectId/ads', isDashboard: true, icon: Megaphone },
  ],
  [{ id: 'chat', to: '/project/$projectId/chat', icon: MessagesSquare }],
  [
    { id: 'search', to: '/project/$projectId/search', isDashboard: true, icon: Search },
    { id: 'events', to: '/project/$projectId/events', icon: CalendarClock },
    { id: 'monitoring', to: '/project/$projectId/monitoring', icon: ShieldCheck },
  ],
  [{ id: 'reports', to: '/project/$projectId/reports', icon: FileText }],
  [{ id: 'team', to: '/project/$projectId/team', icon: Users }],
];
