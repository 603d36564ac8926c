import { ZProjectUidSchema } from '@kampa/contracts/common/params';
import { describe, expect, it } from 'vitest';
import { isProjectUid } from './project-uid';

describe('isProjectUid', () => {
  it.each([
    'V1StGXR8_Z5jdHi6B-myT',
    'abcdefghijklmnopqrstu',
    'abcdefghijklmnopqrst',
    'abcdefghijklmnopqrstuv',
    'abcdefghijklmnopqrst!',
    'abcdefghijklmnopqrst ',
    '',
    'ěščřžýáíéabcdefghijkl',
  ])('agrees with the contracts on %j', (id) => {
    expect(isProjectUid(id)).toBe(ZProjectUidSchema.safeParse(id).success);
  });
});
