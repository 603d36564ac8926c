import { z } from 'zod';
import { googleRequest } from './google-http';

export type AdsClient = {
  baseUrl: string;
  apiVersion: string;
  developerToken: string;
  accessToken: string;
  onRequest?: () => void;
};

const headersOf = (client: AdsClient, loginCustomerId?: string | null) => ({
  'developer-token': client.developerToken,
  ...(loginCustomerId ? { 'login-customer-id': loginCustomerId } : {}),
});

const ZAccessibleSchema = z.object({ resourceNames: z.array(z.string()).optional() });

export const listAccessibleCustomers = async (client: AdsClient): Promise<string[]> => {
  client.onRequest?.();
  const answer = await googleRequest({
    url: new URL(
      `/${client.apiVersion}/customers:listAccessibleCustomers`,
      client.baseUrl,
    ).toString(),
    accessToken: client.accessToken,
    headers: headersOf(client),
    schema: ZAccessibleSchema,
  });
  return (answer.resourceNames ?? []).map((name) => name.split('/').pop() ?? '');
};

const ZStreamSchema = z.array(
  z.object({ results: z.array(z.record(z.string(), z.unknown())).optional() }),
);

/** Runs a GAQL query with `searchStream` and returns every result row of every batch. */
export const searchStream = async (
  client: AdsClient,
  options: { customerId: string; loginCustomerId?: string | null; query: string },
): Promise<Record<string, unknown>[]> => {
  client.onRequest?.();
  const batches = await googleRequest({
    url: new URL(
      `/${client.apiVersion}/customers/${options.customerId}/googleAds:searchStream`,
      client.baseUrl,
    ).toString(),
    accessToken: client.accessToken,
    headers: headersOf(client, options.loginCustomerId),
    body: { query: options.query },
    schema: ZStreamSchema,
  });
  return batches.flatMap((batch) => batch.results ?? []);
};
