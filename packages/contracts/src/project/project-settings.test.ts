import { describe, expect, expectTypeOf, it } from 'vitest';
import { ZCreateProjectRequestSchema, type TCreateProjectRequest } from './create-project';
import {
  PROJECT_SETTINGS_DEFAULTS,
  PROJECT_SETTINGS_FIELDS,
  pickProjectSettings,
  ZProjectSchema,
  type TProjectSettings,
} from './project';
import { ZUpdateProjectRequestSchema, type TUpdateProjectRequest } from './update-project';
import { makeProjectSettings } from '../test-support/factories';

const SETTINGS = makeProjectSettings({ timeZone: 'Europe/Vienna', currency: 'EUR' });

describe('the project settings schema and what derives from it', () => {
  it('create: every setting, the defaulted ones optional, and an idempotency key', () => {
    const minimal = { name: ' Shop ', websiteUrl: 'https://shop.example.cz' };
    expect(ZCreateProjectRequestSchema.parse(minimal)).toEqual({
      name: 'Shop',
      websiteUrl: 'https://shop.example.cz',
      ...PROJECT_SETTINGS_DEFAULTS,
    });
    expect(ZCreateProjectRequestSchema.parse(SETTINGS)).toEqual(SETTINGS);
    const key = '0b4c4e0e-6d3c-4b1f-9d62-0c8d3f6a1e2b';
    expect(ZCreateProjectRequestSchema.parse({ ...minimal, idempotencyKey: key })).toMatchObject({
      idempotencyKey: key,
    });
    const missing = ZCreateProjectRequestSchema.safeParse({ name: 'Shop' });
    expect(missing.error?.issues.map((issue) => issue.path)).toEqual([['websiteUrl']]);
    expectTypeOf(minimal).toExtend<TCreateProjectRequest>();
    expectTypeOf<TCreateProjectRequest>().toExtend<Partial<TProjectSettings>>();
  });

  it('update: any settings, each checked by the same rule, but at least one', () => {
    expect(ZUpdateProjectRequestSchema.parse({ currency: 'USD' })).toEqual({ currency: 'USD' });
    expect(ZUpdateProjectRequestSchema.safeParse({}).success).toBe(false);
    const bad = ZUpdateProjectRequestSchema.safeParse({ timeZone: 'Mars/Base' });
    expect(bad.error?.issues[0]?.path).toEqual(['timeZone']);
    expectTypeOf<TUpdateProjectRequest>().toEqualTypeOf<Partial<TProjectSettings>>();
  });

  it('answers every setting and picks exactly the settings out of a larger object', () => {
    expect(Object.keys(ZProjectSchema.shape)).toEqual(
      expect.arrayContaining([...PROJECT_SETTINGS_FIELDS]),
    );
    const row = { ...SETTINGS, id: 'internal', createdBy: 'someone' };
    expect(pickProjectSettings(row)).toEqual(SETTINGS);
  });
});
