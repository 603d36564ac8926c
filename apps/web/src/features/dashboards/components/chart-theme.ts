import type { MarkerKind } from '@/features/dashboards/lib/chart-marks';
import type { Theme } from '@/lib/theme';

/**
 * The trend's colours per theme (Tailwind's palette, contrast checked against the card): the
 * markers' by kind, each also behind a count in white (light) or near-black (dark) text.
 */
export const CHART_COLORS = {
  light: {
    current: '#4f46e5',
    currentFill: 'rgba(79, 70, 229, 0.10)',
    previous: '#64748b',
    axis: '#475569',
    grid: '#e2e8f0',
    markers: {
      note: '#b45309',
      alert: '#b91c1c',
      campaign: '#a21caf',
      source: '#0f766e',
      team: '#0369a1',
      mixed: '#334155',
    },
  },
  dark: {
    current: '#818cf8',
    currentFill: 'rgba(129, 140, 248, 0.16)',
    previous: '#94a3b8',
    axis: '#94a3b8',
    grid: '#1e293b',
    markers: {
      note: '#fbbf24',
      alert: '#f87171',
      campaign: '#e879f9',
      source: '#2dd4bf',
      team: '#38bdf8',
      mixed: '#cbd5e1',
    },
  },
} as const satisfies Record<Theme, Record<string, string | Record<MarkerKind | 'mixed', string>>>;

export type ChartColors = (typeof CHART_COLORS)[Theme];
