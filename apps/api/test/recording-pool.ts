import type pg from 'pg';

export type RecordedStatement = { text: string; values: unknown[] };

/**
 * The pool, with every statement sent through it recorded (the query builder's and the named
 * statements run on the pool directly alike): tests count the statements an answer costs, the
 * bench explains them.
 */
export const recordingPool = (
  pool: pg.Pool,
  onStatement: (statement: RecordedStatement) => void,
): pg.Pool =>
  new Proxy(pool, {
    get: (target, property) => {
      if (property === 'query') {
        return (config: string | { text: string; values?: unknown[] }, ...rest: unknown[]) => {
          // Values come in the config or as the second argument (Drizzle's prepared queries).
          const values = Array.isArray(rest[0]) ? (rest[0] as unknown[]) : [];
          onStatement(
            typeof config === 'string'
              ? { text: config, values }
              : { text: config.text, values: config.values ?? values },
          );
          return (target.query as (...args: unknown[]) => unknown)(config, ...rest);
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
