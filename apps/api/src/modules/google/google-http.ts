import type { z } from 'zod';
import { classifyGoogleResponse, GoogleApiError } from './google-error';

const TIMEOUT_MS = 60_000;

export type GoogleRequest<T extends z.ZodType> = {
  url: string;
  method?: 'GET' | 'POST';
  accessToken: string;
  headers?: Record<string, string>;
  body?: unknown;
  schema: T;
};

/**
 * One call to a Google REST API: bearer token, JSON in and out, the answer checked with `schema`
 * (an unexpected shape is Google's fault, reported as `unavailable`), errors sorted by kind.
 */
export const googleRequest = async <T extends z.ZodType>(
  request: GoogleRequest<T>,
): Promise<z.output<T>> => {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method ?? (request.body === undefined ? 'GET' : 'POST'),
      headers: {
        authorization: `Bearer ${request.accessToken}`,
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...request.headers,
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new GoogleApiError(
      'unavailable',
      `Google could not be reached: ${(error as Error).message}`,
      null,
    );
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a proxy's error page): keep the text for the message.
  }
  if (!response.ok) {
    throw classifyGoogleResponse(response.status, body, response.headers.get('retry-after'));
  }
  const parsed = request.schema.safeParse(body);
  if (!parsed.success) {
    throw new GoogleApiError(
      'unavailable',
      `Google answered in an unexpected shape: ${parsed.error.issues[0]?.message ?? ''}`,
      response.status,
    );
  }
  return parsed.data;
};
