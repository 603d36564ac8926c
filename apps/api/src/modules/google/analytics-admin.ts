import { z } from 'zod';
import { googleRequest } from './google-http';

const ZAccountSummariesPageSchema = z.object({
  accountSummaries: z
    .array(
      z.object({
        account: z.string(),
        displayName: z.string(),
        propertySummaries: z
          .array(z.object({ property: z.string(), displayName: z.string() }))
          .optional(),
      }),
    )
    .optional(),
  nextPageToken: z.string().optional(),
});

const ZPropertySchema = z.object({
  name: z.string(),
  displayName: z.string(),
  timeZone: z.string().optional(),
  currencyCode: z.string().optional(),
  parent: z.string().optional(),
});

export type GaAccountSummary = {
  accountId: string;
  displayName: string;
  properties: { propertyId: string; displayName: string }[];
};

export type GaPropertyDetails = {
  propertyId: string;
  displayName: string;
  accountId: string;
  timeZone: string | null;
  currency: string | null;
};

const lastSegment = (resourceName: string): string => resourceName.split('/').pop() ?? '';

/** Every account and property the Google account can see (all pages of `accountSummaries`). */
export const listAccountSummaries = async (
  baseUrl: string,
  accessToken: string,
): Promise<GaAccountSummary[]> => {
  const accounts: GaAccountSummary[] = [];
  let pageToken: string | undefined;
  do {
    const url = new URL('/v1beta/accountSummaries', baseUrl);
    url.searchParams.set('pageSize', '200');
    if (pageToken) url.searchParams.set('pageToken', pageToken);
    const page = await googleRequest({
      url: url.toString(),
      accessToken,
      schema: ZAccountSummariesPageSchema,
    });
    for (const summary of page.accountSummaries ?? []) {
      accounts.push({
        accountId: lastSegment(summary.account),
        displayName: summary.displayName,
        properties: (summary.propertySummaries ?? []).map((property) => ({
          propertyId: lastSegment(property.property),
          displayName: property.displayName,
        })),
      });
    }
    pageToken = page.nextPageToken || undefined;
  } while (pageToken);
  return accounts;
};

export const getProperty = async (
  baseUrl: string,
  accessToken: string,
  propertyId: string,
): Promise<GaPropertyDetails> => {
  const property = await googleRequest({
    url: new URL(`/v1beta/properties/${propertyId}`, baseUrl).toString(),
    accessToken,
    schema: ZPropertySchema,
  });
  return {
    propertyId: lastSegment(property.name),
    displayName: property.displayName,
    accountId: lastSegment(property.parent ?? ''),
    timeZone: property.timeZone ?? null,
    currency: property.currencyCode ?? null,
  };
};
