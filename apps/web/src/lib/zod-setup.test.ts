import { config } from 'zod';
import { describe, expect, it } from 'vitest';
import { configureZod } from './zod-setup';

describe('configureZod', () => {
  it("is zod's jitless setting, also when zod loaded first", () => {
    expect(config().jitless).not.toBe(true);
    configureZod();
    expect(config().jitless).toBe(true);
  });
});
