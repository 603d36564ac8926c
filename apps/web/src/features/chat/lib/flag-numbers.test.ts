import { describe, expect, it } from 'vitest';
import { flagNumbers } from './flag-numbers';

describe('flagNumbers', () => {
  it('cuts the text around each ungrounded number, in order', () => {
    expect(flagNumbers('We had 12 and 1,234 sessions; 12 again.', ['12', '1,234'])).toEqual([
      { text: 'We had ', isFlagged: false },
      { text: '12', isFlagged: true },
      { text: ' and ', isFlagged: false },
      { text: '1,234', isFlagged: true },
      { text: ' sessions; 12 again.', isFlagged: false },
    ]);
  });

  it('leaves a text without flags whole', () => {
    expect(flagNumbers('All good.', [])).toEqual([{ text: 'All good.', isFlagged: false }]);
  });
});
