import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it.each([
    ['/api/health', '/api/health'],
    ['/api/invites/abc123', '/api/invites/[redacted]'],
    ['/api/invites/abc123/accept?x=1', '/api/invites/[redacted]/accept?x=1'],
    [
      '/api/connections/google/callback?code=4%2F0abc&state=xyz&scope=a+b',
      '/api/connections/google/callback?code=[redacted]&state=[redacted]&scope=a+b',
    ],
    ['/x?%63ode=secret', '/x?%63ode=[redacted]'],
    ['/x?STATE=secret&state', '/x?STATE=[redacted]&state=[redacted]'],
    ['/x?a=%zz', '/x?a=%zz'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
