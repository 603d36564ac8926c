import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseKeyRing } from '../../lib/encryption';
import { webhookSecretOf, webhookSignature } from './webhook';

describe('webhook signing', () => {
  it('signs the timestamp and the body with HMAC-SHA256', () => {
    const expected = createHmac('sha256', 'secret')
      .update('1700000000.{"text":"hi"}')
      .digest('hex');
    expect(webhookSignature('secret', '1700000000', '{"text":"hi"}')).toBe(`v1=${expected}`);
    expect(webhookSignature('secret', '1700000001', '{"text":"hi"}')).not.toBe(`v1=${expected}`);
  });

  it('gives each rule its own secret, changed by a new current key', () => {
    const ring = parseKeyRing(`a:${Buffer.alloc(32, 1).toString('base64')}`);
    const rotated = parseKeyRing(
      `b:${Buffer.alloc(32, 2).toString('base64')},a:${Buffer.alloc(32, 1).toString('base64')}`,
    );
    expect(webhookSecretOf(ring, 'rule-1')).not.toBe(webhookSecretOf(ring, 'rule-2'));
    expect(webhookSecretOf(ring, 'rule-1')).toBe(webhookSecretOf(ring, 'rule-1'));
    expect(webhookSecretOf(rotated, 'rule-1')).not.toBe(webhookSecretOf(ring, 'rule-1'));
  });
});
