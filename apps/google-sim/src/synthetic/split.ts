import { allocate } from './allocate';
import type { BaseCell } from './ga-facts';
import { METRIC_SLOTS, SPLIT_RULES } from './metrics';
import { DEVICE_CONVERSION, PROFILES } from './profiles';
import type { Profile } from './profiles';
import { hashString, noise } from './prng';
import type { GaProperty } from './types';

/**
 * Finer grains are produced by splitting cells level by level in a fixed order
 * (source/medium → device → country → landing page → page path) with largest-remainder
 * allocation. A query only descends as deep as its deepest dimension, and because the
 * order is fixed, every query sees the same numbers for the same cells.
 */
export type Cell = {
  sm: number;
  dev: number;
  cty: number;
  lp: number;
  pg: number;
  m: Float64Array;
};

export const LEVEL = { base: 0, device: 1, country: 2, landingPage: 3, pagePath: 4 } as const;

export const pagePathsOf = (profile: Profile): readonly string[] => [
  ...profile.landingPages,
  ...profile.extraPages,
];

type DayWeights = {
  device: (kind: string) => number[];
  country: number[];
  landing: (paid: boolean) => number[];
  page: (landing: number) => number[];
  pageKeyMult: number[];
};

/** A property's day, as the generators identify it. */
type PropertyDay = { seed: number; property: GaProperty; day: number };

const dayWeights = ({ seed, property, day }: PropertyDay): DayWeights => {
  const profile = PROFILES[property.kind];
  const pid = hashString(property.id);
  const jitter = (spread: number, level: number, values: readonly number[]): number[] =>
    values.map((v, i) => v * noise(spread, seed, pid, day, level * 100 + i, 40));
  const devices = jitter(0.04, 1, profile.devices);
  const socialDevices = devices.map((v, i) => (i === 1 ? v * 1.7 : v));
  const emailDevices = devices.map((v, i) => (i === 0 ? v * 1.3 : v));
  const country = jitter(
    0.05,
    2,
    property.countryWeights.map(([, w]) => w),
  );
  const landingPaid = jitter(0.08, 3, profile.landingWeightsPaid);
  const landingOther = jitter(0.08, 4, profile.landingWeightsOther);
  const pages = pagePathsOf(profile);
  const landingCount = profile.landingPages.length;
  const pageRows = profile.landingPages.map((_, l) =>
    pages.map((_, p) =>
      p === l ? 6 : p < landingCount ? (profile.landingWeightsOther[p] ?? 1) / 12 : 0.9,
    ),
  );
  return {
    device: (kind) =>
      kind === 'social' ? socialDevices : kind === 'email' ? emailDevices : devices,
    country,
    landing: (paid) => (paid ? landingPaid : landingOther),
    page: (landing) => pageRows[landing] ?? [],
    pageKeyMult: pages.map((_, p) => (p < landingCount ? 0.4 : 4)),
  };
};

const splitCell = (
  cell: Cell,
  weights: readonly number[],
  keyMult: readonly number[] | null,
  assign: (child: Cell, index: number) => void,
  out: Cell[],
): void => {
  const n = weights.length;
  const children: Float64Array[] = Array.from({ length: n }, () => new Float64Array(METRIC_SLOTS));
  const parts: number[] = [];
  const keyWeights: number[] = new Array<number>(n);
  const slotWeights: number[] = new Array<number>(n);
  for (let slot = 0; slot < METRIC_SLOTS; slot += 1) {
    const total = cell.m[slot] ?? 0;
    if (total === 0) continue;
    const rule = SPLIT_RULES[slot] ?? { by: 'weights' };
    let w: ArrayLike<number> = weights;
    if (rule.by === 'slot') {
      for (let i = 0; i < n; i += 1) slotWeights[i] = children[i]?.[rule.slot] ?? 0;
      w = slotWeights;
    } else if (rule.by === 'difference') {
      for (let i = 0; i < n; i += 1)
        slotWeights[i] = (children[i]?.[rule.slot] ?? 0) - (children[i]?.[rule.minus] ?? 0);
      w = slotWeights;
    } else if (rule.by === 'keyWeights') {
      for (let i = 0; i < n; i += 1) keyWeights[i] = (children[i]?.[0] ?? 0) * (keyMult?.[i] ?? 1);
      w = keyWeights;
    }
    allocate(total, w, parts);
    for (let i = 0; i < n; i += 1) {
      const child = children[i];
      if (child) child[slot] = parts[i] ?? 0;
    }
  }
  for (let i = 0; i < n; i += 1) {
    const m = children[i];
    if (!m || m.every((v) => v === 0)) continue;
    const child: Cell = { sm: cell.sm, dev: cell.dev, cty: cell.cty, lp: cell.lp, pg: cell.pg, m };
    assign(child, i);
    out.push(child);
  }
};

/** Cells of a property-day down to the given level (see LEVEL). */
export const cellsAtLevel = (
  input: PropertyDay & { base: readonly BaseCell[]; level: number },
): Cell[] => {
  const { property, base, level } = input;
  const profile = PROFILES[property.kind];
  let cells: Cell[] = base
    .filter((b) => b.m.some((v) => v !== 0))
    .map((b) => ({ sm: b.sm, dev: -1, cty: -1, lp: -1, pg: -1, m: b.m }));
  if (level <= LEVEL.base) return cells;
  const weights = dayWeights(input);
  const kindOf = (sm: number): string => profile.rows[sm]?.kind ?? 'organic';
  const steps: Array<(cell: Cell, out: Cell[]) => void> = [
    (cell, out) =>
      splitCell(
        cell,
        weights.device(kindOf(cell.sm)),
        [...DEVICE_CONVERSION],
        (c, i) => (c.dev = i),
        out,
      ),
    (cell, out) => splitCell(cell, weights.country, null, (c, i) => (c.cty = i), out),
    (cell, out) =>
      splitCell(cell, weights.landing(kindOf(cell.sm) === 'paid'), null, (c, i) => (c.lp = i), out),
    (cell, out) =>
      splitCell(cell, weights.page(cell.lp), weights.pageKeyMult, (c, i) => (c.pg = i), out),
  ];
  for (let l = 1; l <= level && l <= steps.length; l += 1) {
    const step = steps[l - 1];
    if (!step) break;
    const next: Cell[] = [];
    for (const cell of cells) step(cell, next);
    cells = next;
  }
  return cells;
};
