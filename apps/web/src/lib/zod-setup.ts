/** zod's settings, which it keeps on `globalThis` so that every copy of zod shares them. */
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

/**
 * Sets zod to parse without its JIT (parsers compiled with `new Function`): the CSP refuses eval,
 * and zod's own check whether eval is allowed, made when the first object schema is built, is
 * reported as a CSP violation (an entry in the browser's Issues panel). Called at start, before
 * any contract module loads. This is `z.config({ jitless: true })` without importing zod at start
 * (its core would add 4 kB to the first load): zod reads the same object when it loads.
 */
export const configureZod = () => {
  const global = globalThis as ZodGlobal;
  global.__zod_globalConfig ??= {};
  global.__zod_globalConfig.jitless = true;
};
