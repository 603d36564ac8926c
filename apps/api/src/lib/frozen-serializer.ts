import type { FastifySerializerCompiler } from 'fastify/types/schema';

/**
 * A serializer compiler that writes a frozen answer once: a route that answers the very same
 * frozen object again (a whole answer kept in a cache while nothing it shows has changed, e.g. the
 * portfolio) gets the JSON made the first time, checked against the contract then, instead of
 * checking and writing hundreds of kilobytes again. Anything not frozen is serialized every time.
 * Frozen is the promise that the object is never changed afterwards.
 */
export const memoizingFrozen =
  <T>(compile: FastifySerializerCompiler<T>): FastifySerializerCompiler<T> =>
  (route) => {
    const serialize = compile(route);
    const written = new WeakMap<object, string>();
    return (data) => {
      if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) {
        return serialize(data);
      }
      const known = written.get(data);
      if (known !== undefined) return known;
      const text = serialize(data);
      written.set(data, text);
      return text;
    };
  };
