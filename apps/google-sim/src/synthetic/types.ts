export type BusinessKind = 'eshop' | 'b2b' | 'local';

export type SimUser = {
  id: string;
  email: string;
  name: string;
  /** GA accounts the user can list in the Admin API. */
  gaAccountIds: readonly string[];
  /** Ads customers the user has direct access to (listAccessibleCustomers). */
  adsCustomerIds: readonly string[];
};

export type GaAccount = { id: string; displayName: string; propertyIds: readonly string[] };

export type GaProperty = {
  id: string;
  displayName: string;
  accountId: string;
  kind: BusinessKind;
  currencyCode: 'CZK' | 'EUR';
  timeZone: string;
  /** First day with data (ISO). */
  dataStart: string;
  /** Non-paid sessions per average day at dataStart. */
  baseSessions: number;
  growthPerYear: number;
  /** Ads customer whose clicks drive the paid channels. */
  adsCustomerId: string | null;
  /** Listed in accountSummaries but the Data API answers 403. */
  readable: boolean;
  countryWeights: ReadonlyArray<readonly [string, number]>;
};

export type CampaignType = 'SEARCH' | 'SHOPPING' | 'PERFORMANCE_MAX' | 'DISPLAY';

export type CampaignSchedule =
  | { kind: 'always' }
  | { kind: 'seasonal'; windows: ReadonlyArray<readonly [string, string]> }
  | { kind: 'promo'; periodDays: number; onDays: number }
  | { kind: 'ended'; endDate: string };

export type AdGroupDef = { id: string; name: string; weight: number };

export type CampaignDef = {
  id: string;
  name: string;
  type: CampaignType;
  budgetId: string;
  /** Daily budget in micros of the account currency. */
  budgetMicros: number;
  cpcMicros: number;
  ctr: number;
  /** Conversions per click. */
  cvr: number;
  /** Average conversion value in currency units (0: leads without value). */
  conversionValue: number;
  startDate: string;
  schedule: CampaignSchedule;
  adGroups: readonly AdGroupDef[];
};

export type AdsCustomer = {
  id: string;
  descriptiveName: string;
  currencyCode: 'CZK' | 'EUR';
  timeZone: string;
  manager: boolean;
  /** For managers: the client customers linked below them. */
  clientIds: readonly string[];
  /** GA property that receives this account's paid traffic. */
  propertyId: string | null;
  kind: BusinessKind;
  campaigns: readonly CampaignDef[];
};
