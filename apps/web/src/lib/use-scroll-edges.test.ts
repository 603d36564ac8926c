import { describe, expect, it } from 'vitest';
import { scrollEdgesOf } from './use-scroll-edges';

describe('what a sideways-scrolling box hides', () => {
  it('hides the right part of a wide table until it is scrolled to its end', () => {
    expect(scrollEdgesOf({ scrollLeft: 0, scrollWidth: 1300, clientWidth: 1000 })).toEqual({
      hidesLeft: false,
      hidesRight: true,
    });
    expect(scrollEdgesOf({ scrollLeft: 150, scrollWidth: 1300, clientWidth: 1000 })).toEqual({
      hidesLeft: true,
      hidesRight: true,
    });
    expect(scrollEdgesOf({ scrollLeft: 300, scrollWidth: 1300, clientWidth: 1000 })).toEqual({
      hidesLeft: true,
      hidesRight: false,
    });
  });

  it('hides nothing when the table fits, a rounding pixel included', () => {
    expect(scrollEdgesOf({ scrollLeft: 0, scrollWidth: 1001, clientWidth: 1000 })).toEqual({
      hidesLeft: false,
      hidesRight: false,
    });
  });
});
