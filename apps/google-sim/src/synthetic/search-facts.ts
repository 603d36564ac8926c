import { monthOf } from './calendar';
import { demandFactor } from './demand';
import { PROFILES } from './profiles';
import { hashString, noise, roundStochastic } from './prng';
import {
  ANONYMIZED_IMPRESSION_SHARE,
  ANONYMIZED_POSITION,
  COUNTRY_CODES,
  ctrAtPosition,
  DEVICES,
  QUERIES_BY_PROPERTY,
  SEASON_FACTORS,
} from './search-queries';
import type { SearchDevice } from './search-queries';
import type { SearchSite } from './search-sites';
import type { GaProperty } from './types';

/**
 * One cell of a site-day at Search Console's finest grain: a query (or -1: a rare query
 * Google anonymizes), its page, country and device. `positionSum` is position × impressions,
 * so any grouping's average position is `positionSum / impressions` (impression-weighted).
 */
export type SearchCell = {
  q: number;
  page: string;
  country: string;
  device: SearchDevice;
  clicks: number;
  impressions: number;
  positionSum: number;
};

/** GSC clicks per GA4 google/organic session: a few clicks never become a tracked session. */
const CLICKS_PER_ORGANIC_SESSION = 1.04;
const DEVICE_POSITION = [1.06, 0.97, 1] as const;
const ANONYMIZED = -1;

/**
 * What GA4 expects of the property's google / organic sessions on a full day, before noise of
 * its own tracking (its outages do not touch Search Console): the same demand, trend and noise
 * as `generateGaDay`, so the site's clicks follow GA4's Organic Search.
 */
const expectedOrganicSessions = ({
  seed,
  property,
  startDay,
  day,
}: {
  seed: number;
  property: GaProperty;
  startDay: number;
  day: number;
}): number => {
  const profile = PROFILES[property.kind];
  const r = profile.rows.findIndex((row) => row.source === 'google' && row.medium === 'organic');
  const row = profile.rows[r];
  if (!row) return 0;
  const pid = hashString(property.id);
  const trend = Math.pow(1 + property.growthPerYear, (day - startDay) / 365.25);
  return (
    property.baseSessions *
    row.share *
    trend *
    demandFactor(property.kind, day) *
    noise(0.09, seed, pid, day, r, 4)
  );
};

const countryShares = (property: GaProperty): Array<readonly [string, number]> => {
  const total = property.countryWeights.reduce((sum, [, w]) => sum + w, 0);
  return property.countryWeights.map(([name, w]) => [COUNTRY_CODES[name] ?? 'zzz', w / total]);
};

/**
 * One day of a Search Console site, `completeness` of it collected (1 for a final day; Google's
 * fresh days grow until final). Deterministic: a pure function of the seed, site, day and
 * completeness, and every count grows with completeness.
 */
export const generateSearchDay = ({
  seed,
  site,
  property,
  startDay,
  day,
  completeness,
}: {
  seed: number;
  site: SearchSite;
  /** The GA4 property of the site (its demand, trend and queries). */
  property: GaProperty;
  /** The property's first day of data. */
  startDay: number;
  day: number;
  /** The share of the day's final facts collected (1 for a final day). */
  completeness: number;
}): SearchCell[] => {
  const queries = QUERIES_BY_PROPERTY[property.id] ?? [];
  const profile = PROFILES[property.kind];
  const sid = hashString(site.siteUrl);
  const month = monthOf(day);
  const heads = queries.map((def, i) => {
    const swing = 1 + 0.12 * Math.sin((2 * Math.PI * day) / (60 + (i % 7) * 13) + i);
    const position = def.brand
      ? Math.max(1, def.position * noise(0.03, seed, sid, day, i, 1))
      : Math.max(1, def.position * swing * noise(0.05, seed, sid, day, i, 1));
    const units =
      def.weight * (SEASON_FACTORS[def.season][month] ?? 1) * noise(0.15, seed, sid, day, i, 2);
    return { def, position, units, ctr: ctrAtPosition(position, def.brand) };
  });
  const headUnits = heads.reduce((sum, h) => sum + h.units, 0);
  const anonUnits = (headUnits * ANONYMIZED_IMPRESSION_SHARE) / (1 - ANONYMIZED_IMPRESSION_SHARE);
  const anonCtr = ctrAtPosition(ANONYMIZED_POSITION, false);
  const expectedClicksPerUnit =
    heads.reduce((sum, h) => sum + h.units * h.ctr, 0) + anonUnits * anonCtr;
  const targetClicks =
    expectedOrganicSessions({ seed, property, startDay, day }) *
    CLICKS_PER_ORGANIC_SESSION *
    noise(0.02, seed, sid, day, 0, 3);
  const scale = expectedClicksPerUnit > 0 ? targetClicks / expectedClicksPerUnit : 0;
  const countries = countryShares(property);
  const cells: SearchCell[] = [];

  const split = (input: {
    q: number;
    page: string;
    impressions: number;
    position: number;
    brand: boolean;
    key: number;
  }): void => {
    DEVICES.forEach((device, d) => {
      const deviceShare = profile.devices[d] ?? 0;
      countries.forEach(([country, countryShare], c) => {
        const key = input.key * 64 + d * 16 + c;
        const expected =
          input.impressions * deviceShare * countryShare * noise(0.08, seed, sid, day, key, 4);
        const impressions = roundStochastic(expected * completeness, seed, sid, day, key, 5);
        if (impressions === 0) return;
        const position = Math.max(
          1,
          input.position * (DEVICE_POSITION[d] ?? 1) * (c === 0 ? 1 : 1.35),
        );
        const clicks = Math.min(
          impressions,
          roundStochastic(
            impressions * ctrAtPosition(position, input.brand) * noise(0.1, seed, sid, day, key, 6),
            seed,
            sid,
            day,
            key,
            7,
          ),
        );
        cells.push({
          q: input.q,
          page: input.page,
          country,
          device,
          clicks,
          impressions,
          positionSum: position * impressions,
        });
      });
    });
  };

  heads.forEach((h, i) =>
    split({
      q: i,
      page: `${site.origin}${h.def.page}`,
      impressions: scale * h.units,
      position: h.position,
      brand: h.def.brand,
      key: i,
    }),
  );
  // The rare queries land on the same pages, in proportion to the pages' head impressions.
  const pageUnits = new Map<string, number>();
  for (const h of heads) pageUnits.set(h.def.page, (pageUnits.get(h.def.page) ?? 0) + h.units);
  [...pageUnits].forEach(([page, units], p) =>
    split({
      q: ANONYMIZED,
      page: `${site.origin}${page}`,
      impressions: headUnits > 0 ? (scale * anonUnits * units) / headUnits : 0,
      position: ANONYMIZED_POSITION * noise(0.06, seed, sid, day, 1000 + p, 8),
      brand: false,
      key: 1000 + p,
    }),
  );
  return cells;
};

/** The query text of a cell (null: anonymized). */
export const queryTextOf = (property: GaProperty, q: number): string | null =>
  q < 0 ? null : (QUERIES_BY_PROPERTY[property.id]?.[q]?.query ?? null);
