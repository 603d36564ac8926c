import { randomBytes } from 'node:crypto';
import type { AdsMetrics } from './ads-facts';
import { dayFromIso } from './calendar';
import type { BaseCell } from './ga-facts';
import { M, METRIC_SLOTS } from './metrics';

/**
 * Labelled anomalies: a test says "on this day, this metric of this property (or Ads account)
 * drops to 40 %" and the day's facts are scaled before anything is derived from them, so every
 * breakdown, total and the GA rows that follow Ads agree. The list is the ground truth a
 * monitoring feature can be checked against.
 */
export const GA_ANOMALY_METRICS = ['sessions', 'keyEvents', 'totalRevenue'] as const;
export const ADS_ANOMALY_METRICS = ['cost', 'clicks', 'conversions'] as const;
export const ANOMALY_METRICS = [...GA_ANOMALY_METRICS, ...ADS_ANOMALY_METRICS] as const;
export type AnomalyMetric = (typeof ANOMALY_METRICS)[number];
export type AnomalyKind = 'drop' | 'spike';

export const DEFAULT_FACTOR: Record<AnomalyKind, number> = { drop: 0.4, spike: 2.5 };
/** Spikes are capped so a day never uses up the returning-visitor pools. */
export const MAX_SPIKE_FACTOR = 5;

export type Anomaly = {
  id: string;
  propertyId?: string;
  customerId?: string;
  metric: AnomalyMetric;
  /** The day in the property's or account's time zone (YYYY-MM-DD). */
  date: string;
  kind: AnomalyKind;
  /** The day's affected facts are multiplied by this (and rounded down). */
  factor: number;
  label: string;
  createdAt: string;
};

export type AnomalyInput = Omit<Anomaly, 'id' | 'factor' | 'label' | 'createdAt'> & {
  factor?: number | undefined;
  label?: string | undefined;
};

/**
 * GA slots each metric's anomaly scales: a sessions anomaly is a change in traffic (everything
 * follows), a keyEvents one changes conversions and the revenue they bring, a totalRevenue one
 * only the revenue.
 */
const GA_SLOTS: Record<(typeof GA_ANOMALY_METRICS)[number], readonly number[]> = {
  sessions: Array.from({ length: METRIC_SLOTS }, (_, i) => i),
  keyEvents: [M.keyEventsPrimary, M.keyEventsSecondary, M.revenueMinor],
  totalRevenue: [M.revenueMinor],
};

/** Ads facts each metric's anomaly scales (clicks: the traffic and all that follows it). */
const ADS_FIELDS: Record<(typeof ADS_ANOMALY_METRICS)[number], ReadonlyArray<keyof AdsMetrics>> = {
  clicks: ['impressions', 'clicks', 'costMicros', 'conversions', 'conversionsValueMinor'],
  cost: ['costMicros'],
  conversions: ['conversions', 'conversionsValueMinor'],
};
const COST_UNIT = 10_000;

const isGaMetric = (metric: AnomalyMetric): metric is (typeof GA_ANOMALY_METRICS)[number] =>
  (GA_ANOMALY_METRICS as readonly string[]).includes(metric);

export const defaultLabel = (a: Omit<Anomaly, 'id' | 'label' | 'createdAt'>): string =>
  `${a.metric} ${a.kind} ×${a.factor} on ${a.date} (${
    a.propertyId ? `property ${a.propertyId}` : `Ads account ${a.customerId ?? ''}`
  })`;

/**
 * Scales the facts of one GA property-day in place. Rounding down keeps every cell
 * consistent (engaged ≤ sessions, new ≤ users, active returning ≤ returning).
 */
export const applyGaAnomalies = (cells: BaseCell[], anomalies: readonly Anomaly[]): BaseCell[] => {
  for (const anomaly of anomalies) {
    if (!isGaMetric(anomaly.metric)) continue;
    const slots = GA_SLOTS[anomaly.metric];
    for (const cell of cells) {
      for (const slot of slots) cell.m[slot] = Math.floor((cell.m[slot] ?? 0) * anomaly.factor);
    }
  }
  return cells;
};

/** Scales one campaign-day's Ads metrics (before they are split into ad groups). */
export const applyAdsAnomalies = (metrics: AdsMetrics, anomalies: readonly Anomaly[]): void => {
  for (const anomaly of anomalies) {
    if (isGaMetric(anomaly.metric)) continue;
    for (const field of ADS_FIELDS[anomaly.metric]) {
      metrics[field] =
        field === 'costMicros'
          ? Math.floor((metrics.costMicros / COST_UNIT) * anomaly.factor) * COST_UNIT
          : Math.floor(metrics[field] * anomaly.factor);
    }
  }
};

/** The anomalies in force, indexed by entity and day. Tells the world when they change. */
export class AnomalyStore {
  private anomalies: Anomaly[] = [];
  private index = new Map<string, Anomaly[]>();
  private readonly now: () => Date;
  private readonly onChange: () => void;

  constructor(now: () => Date, onChange: () => void) {
    this.now = now;
    this.onChange = onChange;
  }

  private reindex(): void {
    this.index = new Map();
    for (const a of this.anomalies) {
      const key = `${a.propertyId ? `p${a.propertyId}` : `c${a.customerId ?? ''}`}|${dayFromIso(a.date) ?? ''}`;
      this.index.set(key, [...(this.index.get(key) ?? []), a]);
    }
    this.onChange();
  }

  add(input: AnomalyInput): Anomaly {
    const factor = input.factor ?? DEFAULT_FACTOR[input.kind];
    const base = {
      ...(input.propertyId !== undefined ? { propertyId: input.propertyId } : {}),
      ...(input.customerId !== undefined ? { customerId: input.customerId } : {}),
      metric: input.metric,
      date: input.date,
      kind: input.kind,
      factor,
    };
    const anomaly: Anomaly = {
      id: randomBytes(6).toString('hex'),
      ...base,
      label: input.label ?? defaultLabel(base),
      createdAt: this.now().toISOString(),
    };
    this.anomalies.push(anomaly);
    this.reindex();
    return anomaly;
  }

  list(): Anomaly[] {
    return this.anomalies.map((a) => ({ ...a }));
  }

  remove(id: string): boolean {
    const before = this.anomalies.length;
    this.anomalies = this.anomalies.filter((a) => a.id !== id);
    if (this.anomalies.length === before) return false;
    this.reindex();
    return true;
  }

  clear(): void {
    if (this.anomalies.length === 0) return;
    this.anomalies = [];
    this.reindex();
  }

  forProperty(propertyId: string, day: number): readonly Anomaly[] {
    return this.index.get(`p${propertyId}|${day}`) ?? [];
  }

  forCustomer(customerId: string, day: number): readonly Anomaly[] {
    return this.index.get(`c${customerId}|${day}`) ?? [];
  }
}
