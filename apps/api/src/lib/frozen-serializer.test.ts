import { describe, expect, it } from 'vitest';
import { memoizingFrozen } from './frozen-serializer';

const counting = () => {
  const calls: unknown[] = [];
  const compile = memoizingFrozen<unknown>(() => (data) => {
    calls.push(data);
    return JSON.stringify(data);
  });
  return { calls, serialize: compile({ schema: {}, method: 'GET', url: '/', httpStatus: '200' }) };
};

describe('memoizingFrozen', () => {
  it('writes the same frozen answer once and gives the same JSON again', () => {
    const { calls, serialize } = counting();
    const answer = Object.freeze({ projects: [{ name: 'Shop' }] });
    expect(serialize(answer)).toBe('{"projects":[{"name":"Shop"}]}');
    expect(serialize(answer)).toBe('{"projects":[{"name":"Shop"}]}');
    expect(calls).toHaveLength(1);
  });

  it('writes an answer that is not frozen every time (it may have changed)', () => {
    const { calls, serialize } = counting();
    const answer = { projects: [{ name: 'Shop' }] };
    serialize(answer);
    answer.projects[0]!.name = 'Eshop';
    expect(serialize(answer)).toBe('{"projects":[{"name":"Eshop"}]}');
    expect(calls).toHaveLength(2);
  });

  it('keeps frozen answers apart, and passes other values through', () => {
    const { calls, serialize } = counting();
    expect(serialize(Object.freeze({ a: 1 }))).toBe('{"a":1}');
    expect(serialize(Object.freeze({ a: 2 }))).toBe('{"a":2}');
    expect(serialize(null)).toBe('null');
    expect(calls).toHaveLength(3);
  });
});
