import { generateAdsDay } from './ads-facts';
import { AnomalyStore, applyGaAnomalies } from './anomalies';
import type { CampaignDay } from './ads-facts';
import { dayFromIso, localParts } from './calendar';
import { findCustomer } from './demo-accounts';
import { generateGaDay } from './ga-facts';
import type { BaseCell } from './ga-facts';
import { hashString } from './prng';
import { adsConversionShare, gaSettledShare, settleGaCells } from './settling';
import { generateSearchDay } from './search-facts';
import type { SearchCell } from './search-facts';
import type { SearchSite } from './search-sites';
import { cellsAtLevel } from './split';
import type { Cell } from './split';
import type { AdsCustomer, GaProperty } from './types';

export type Today = { day: number; fraction: number };

/** Search Console's days are final this many days after they began (today and the 2 before are fresh). */
export const SEARCH_FRESH_DAYS = 3;

/**
 * How much of a Search Console day Google has collected: 1 once final; before that it grows
 * with the hours since the day began (70 % by its end, all of it 72 hours after its start).
 */
export const searchCompleteness = (today: Today, day: number): number => {
  if (today.day - day >= SEARCH_FRESH_DAYS) return 1;
  const hours = (today.day - day + today.fraction) * 24;
  if (hours <= 0) return 0;
  return hours <= 24 ? (0.7 * hours) / 24 : Math.min(1, 0.7 + (0.3 * (hours - 24)) / 48);
};

/** Today in a time zone, and how much of it has passed (today's data is partial). */
export const todayIn = (now: Date, timeZone: string): Today => {
  const parts = localParts(now, timeZone);
  return { day: parts.day, fraction: (parts.hour * 60 + parts.minute) / 1440 };
};

const startDays = new Map<string, number>();
const startDayOf = (property: GaProperty): number => {
  let day = startDays.get(property.id);
  if (day === undefined) {
    day = dayFromIso(property.dataStart) ?? 0;
    startDays.set(property.id, day);
  }
  return day;
};

/**
 * The simulated data, generated lazily per entity and day and cached (final days only: today and
 * the days Google still settles are recomputed from the clock). Everything is a pure function of
 * the seed, the day and the clock, so the same request gives the same numbers across restarts.
 */
export class SimWorld {
  readonly seed: number;
  readonly seedText: string;
  private readonly now: () => Date;
  private readonly adsCache = new Map<string, CampaignDay[]>();
  private readonly gaCache = new Map<string, BaseCell[]>();
  private readonly baseCellCache = new Map<string, Cell[]>();
  private readonly searchCache = new Map<string, SearchCell[]>();
  /** Labelled anomalies; any change empties the caches, so no stale day survives it. */
  readonly anomalies: AnomalyStore;
  private settlingOn: boolean;

  constructor(seedText: string, now: () => Date, settling = true) {
    this.seedText = seedText;
    this.seed = hashString(seedText);
    this.now = now;
    this.settlingOn = settling;
    this.anomalies = new AnomalyStore(now, () => this.clearCaches());
  }

  private clearCaches(): void {
    this.adsCache.clear();
    this.gaCache.clear();
    this.baseCellCache.clear();
  }

  /** Whether the newest days grow towards their final values (as Google's do) or are final at once. */
  get settling(): boolean {
    return this.settlingOn;
  }

  set settling(on: boolean) {
    if (on === this.settlingOn) return;
    this.settlingOn = on;
    this.clearCaches();
  }

  private readonly todayCache = new Map<string, { minute: number; today: Today }>();

  today(timeZone: string): Today {
    const minute = Math.floor(this.now().getTime() / 60_000);
    const cached = this.todayCache.get(timeZone);
    if (cached && cached.minute === minute) return cached.today;
    const today = todayIn(new Date(minute * 60_000), timeZone);
    this.todayCache.set(timeZone, { minute, today });
    return today;
  }

  startDay(property: GaProperty): number {
    return startDayOf(property);
  }

  /** The share of a GA4 day's final facts Google reports now (1 with settling off). */
  gaShare(property: GaProperty, day: number): number {
    return this.settlingOn ? gaSettledShare(this.today(property.timeZone), day) : 1;
  }

  /** The share of an Ads day's final conversions Google reports now (1 with settling off). */
  adsConversionShare(customer: AdsCustomer, day: number): number {
    return this.settlingOn ? adsConversionShare(this.today(customer.timeZone), day) : 1;
  }

  /** An Ads day as Google reports it now (late conversions still missing while it settles). */
  adsDay(customer: AdsCustomer, day: number): CampaignDay[] {
    const share = this.adsConversionShare(customer, day);
    if (share >= 1) return this.adsFinalDay(customer, day);
    const today = this.today(customer.timeZone);
    if (day > today.day) return generateAdsDay({ seed: this.seed, customer, day, fraction: 0 });
    return generateAdsDay({
      seed: this.seed,
      customer,
      day,
      fraction: day === today.day ? today.fraction : 1,
      anomalies: this.anomalies.forCustomer(customer.id, day),
      conversionShare: share,
    });
  }

  /** An Ads day with all its conversions (today: the part of the day that has passed). */
  private adsFinalDay(customer: AdsCustomer, day: number): CampaignDay[] {
    const today = this.today(customer.timeZone);
    const anomalies = this.anomalies.forCustomer(customer.id, day);
    if (day > today.day) return generateAdsDay({ seed: this.seed, customer, day, fraction: 0 });
    if (day === today.day) {
      return generateAdsDay({
        seed: this.seed,
        customer,
        day,
        fraction: today.fraction,
        anomalies,
      });
    }
    const key = `${customer.id}|${day}`;
    let cached = this.adsCache.get(key);
    if (!cached) {
      cached = generateAdsDay({ seed: this.seed, customer, day, fraction: 1, anomalies });
      this.adsCache.set(key, cached);
    }
    return cached;
  }

  /**
   * A GA4 property-day at source/medium grain, as reported now. Its google/cpc rows follow the
   * Ads day's final conversions (the tag saw them when they happened); GA's own processing delay
   * then applies to every row alike.
   */
  gaBase(property: GaProperty, day: number): readonly BaseCell[] {
    const start = startDayOf(property);
    const today = this.today(property.timeZone);
    if (day < start || day > today.day) return [];
    const compute = (fraction: number, share: number): BaseCell[] => {
      const customer = property.adsCustomerId ? findCustomer(property.adsCustomerId) : undefined;
      const ads = customer ? this.adsFinalDay(customer, day) : [];
      return settleGaCells(
        applyGaAnomalies(
          generateGaDay({
            seed: this.seed,
            property,
            startDay: start,
            day,
            fraction,
            adsDay: ads,
          }),
          this.anomalies.forProperty(property.id, day),
        ),
        share,
      );
    };
    const share = this.gaShare(property, day);
    if (day === today.day) return compute(today.fraction, share);
    if (share < 1) return compute(1, share);
    const key = `${property.id}|${day}`;
    let cached = this.gaCache.get(key);
    if (!cached) {
      cached = compute(1, 1);
      this.gaCache.set(key, cached);
    }
    return cached;
  }

  /** Cells of a property-day down to a level (level 0 of final days is cached; treat as read-only). */
  gaCells(property: GaProperty, day: number, level: number): readonly Cell[] {
    if (level > 0)
      return cellsAtLevel({
        seed: this.seed,
        property,
        day,
        base: this.gaBase(property, day),
        level,
      });
    const today = this.today(property.timeZone).day;
    if (day >= today || this.gaShare(property, day) < 1)
      return cellsAtLevel({
        seed: this.seed,
        property,
        day,
        base: this.gaBase(property, day),
        level: 0,
      });
    const key = `${property.id}|${day}`;
    let cells = this.baseCellCache.get(key);
    if (!cells) {
      cells = cellsAtLevel({
        seed: this.seed,
        property,
        day,
        base: this.gaBase(property, day),
        level: 0,
      });
      this.baseCellCache.set(key, cells);
    }
    return cells;
  }
  /** A Search Console site's cells of a day (final days are cached; treat as read-only). */
  searchDay(site: SearchSite, property: GaProperty, day: number): readonly SearchCell[] {
    const start = startDayOf(property);
    const today = this.today(property.timeZone);
    if (day < start || day > today.day) return [];
    const completeness = searchCompleteness(today, day);
    if (completeness < 1) {
      return generateSearchDay({
        seed: this.seed,
        site,
        property,
        startDay: start,
        day,
        completeness,
      });
    }
    const key = `${site.siteUrl}|${day}`;
    let cells = this.searchCache.get(key);
    if (!cells) {
      cells = generateSearchDay({
        seed: this.seed,
        site,
        property,
        startDay: start,
        day,
        completeness: 1,
      });
      this.searchCache.set(key, cells);
    }
    return cells;
  }
}
