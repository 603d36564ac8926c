import { describe, expect, it } from 'vitest';
import { toEventsQuery, validateEventsSearch, withFilter } from './events-search';

describe('the timeline’s search params', () => {
  it('keeps valid filters and drops what a hand-edited link got wrong', () => {
    expect(
      validateEventsSearch({ kind: 'sync', from: '2026-03-01', to: '2026-03-31', page: '2' }),
    ).toEqual({ kind: 'sync', from: '2026-03-01', to: '2026-03-31', page: 2 });
    expect(
      validateEventsSearch({ kind: 'party', from: '2026-02-30', to: 'soon', page: '-1' }),
    ).toEqual({});
    expect(validateEventsSearch({ from: '2026-03-31', to: '2026-03-01' })).toEqual({});
    expect(validateEventsSearch({ page: '1' })).toEqual({});
  });

  it('goes back to the first page when a filter changes, and asks the API the same', () => {
    const search = withFilter({ kind: 'sync', page: 3 }, { kind: 'annotation', from: '' });
    expect(search).toEqual({ kind: 'annotation' });
    expect(toEventsQuery(search)).toEqual({ kind: 'annotation', page: 1, pageSize: 50 });
    expect(withFilter(search, { kind: undefined })).toEqual({});
    expect(withFilter({ from: '2026-03-01', to: '2026-03-05' }, { from: '2026-03-09' })).toEqual({
      from: '2026-03-09',
    });
    expect(withFilter({ from: '2026-03-09' }, { to: '2026-03-05' })).toEqual({ to: '2026-03-05' });
  });
});
