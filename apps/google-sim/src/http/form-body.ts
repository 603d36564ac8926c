import type { FastifyInstance } from 'fastify';

export type FormBody = Record<string, string | string[]>;

/** Parses application/x-www-form-urlencoded; repeated keys become arrays. */
export const parseForm = (text: string): FormBody => {
  const result: FormBody = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const existing = result[key];
    if (existing === undefined) result[key] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else result[key] = [existing, value];
  }
  return result;
};

export const registerFormParser = (app: FastifyInstance): void => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, parseForm(typeof body === 'string' ? body : body.toString('utf8')));
    },
  );
};

/** First value of a form or query field. */
export const field = (source: unknown, key: string): string | undefined => {
  if (!source || typeof source !== 'object') return undefined;
  const value = (source as Record<string, unknown>)[key];
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
};

/** All values of a form or query field. */
export const fields = (source: unknown, key: string): string[] => {
  if (!source || typeof source !== 'object') return [];
  const value = (source as Record<string, unknown>)[key];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return [];
};
