import type { Theme } from '@/lib/theme';

/** The trend's colours per theme (Tailwind's palette, contrast checked against the card). */
export const CHART_COLORS = {
  light: {
    current: '#4f46e5',
    currentFill: 'rgba(79, 70, 229, 0.10)',
    previous: '#64748b',
    axis: '#475569',
    grid: '#e2e8f0',
    marker: '#b45309',
  },
  dark: {
    current: '#818cf8',
    currentFill: 'rgba(129, 140, 248, 0.16)',
    previous: '#94a3b8',
    axis: '#94a3b8',
    grid: '#1e293b',
    marker: '#fbbf24',
  },
} as const satisfies Record<Theme, Record<string, string>>;

export type ChartColors = (typeof CHART_COLORS)[Theme];
