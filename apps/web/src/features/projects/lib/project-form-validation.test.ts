import {
  PROJECT_DESCRIPTION_MAX_LENGTH,
  PROJECT_NAME_MAX_LENGTH,
} from '@kampa/contracts/project/project';
import { makeProjectSettings } from '@kampa/contracts/test-support/factories';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  getErrorField,
  normalizeWebsiteUrl,
  toProjectPayload,
  validateProjectField,
  validateProjectForm,
} from './project-form-validation';

describe('project form validation', () => {
  it('uses the contract schemas: name required and at most the maximum length', () => {
    expect(validateProjectField('name', '   ')).toBe('nameRequired');
    expect(validateProjectField('name', 'x'.repeat(PROJECT_NAME_MAX_LENGTH))).toBeNull();
    expect(validateProjectField('name', 'x'.repeat(PROJECT_NAME_MAX_LENGTH + 1))).toBe(
      'nameTooLong',
    );
  });

  it('accepts a site without its scheme and adds https://', () => {
    expect(normalizeWebsiteUrl(' example.cz ')).toBe('https://example.cz');
    expect(normalizeWebsiteUrl('http://example.cz')).toBe('http://example.cz');
    expect(validateProjectField('websiteUrl', 'www.example.cz')).toBeNull();
    expect(validateProjectField('websiteUrl', '')).toBe('websiteUrlRequired');
    expect(validateProjectField('websiteUrl', 'not a url')).toBe('websiteUrlInvalid');
    expect(validateProjectField('websiteUrl', 'localhost')).toBe('websiteUrlInvalid');
    expect(validateProjectField('websiteUrl', 'ftp://example.cz')).toBe('websiteUrlInvalid');
  });

  it('takes an optional description of at most the maximum length', () => {
    expect(validateProjectField('description', '')).toBeNull();
    expect(
      validateProjectField('description', 'x'.repeat(PROJECT_DESCRIPTION_MAX_LENGTH)),
    ).toBeNull();
    expect(
      validateProjectField('description', 'x'.repeat(PROJECT_DESCRIPTION_MAX_LENGTH + 1)),
    ).toBe('descriptionTooLong');
  });

  it('applies the text rules the API applies: no control or direction characters, public URLs', () => {
    expect(validateProjectField('name', 'Shop\u0000')).toBe('nameInvalid');
    expect(validateProjectField('name', 'Invoice\u202Egpj.exe')).toBe('nameInvalid');
    expect(validateProjectField('description', 'Line one\nLine two')).toBeNull();
    expect(validateProjectField('description', 'x\u202Ey')).toBe('descriptionInvalid');
    expect(validateProjectField('websiteUrl', 'https://user:pass@example.cz')).toBe(
      'websiteUrlInvalid',
    );
    expect(validateProjectField('websiteUrl', '169.254.169.254')).toBe('websiteUrlInvalid');
    expect(validateProjectField('websiteUrl', 'http://192.168.0.1')).toBe('websiteUrlInvalid');
  });

  it('checks the time zone and the currency', () => {
    expect(validateProjectField('timeZone', 'Europe/Prague')).toBeNull();
    expect(validateProjectField('timeZone', 'Mars/Olympus')).toBe('timeZoneInvalid');
    expect(validateProjectField('currency', 'EUR')).toBeNull();
    expect(validateProjectField('currency', 'XYZ')).toBe('currencyInvalid');
  });

  it('reports every invalid field and sends trimmed, normalised values', () => {
    const values = makeProjectSettings({
      name: '',
      websiteUrl: 'nope',
      timeZone: 'Europe/Prague',
      currency: 'CZK',
    });
    expect(validateProjectForm(values)).toEqual({
      name: 'nameRequired',
      websiteUrl: 'websiteUrlInvalid',
    });
    expect(toProjectPayload({ ...values, name: '  Acme ', websiteUrl: 'acme.cz' })).toEqual(
      makeProjectSettings({
        name: 'Acme',
        websiteUrl: 'https://acme.cz',
        timeZone: 'Europe/Prague',
        currency: 'CZK',
      }),
    );
  });

  it('maps an API error field to the form field', () => {
    const error = (field?: string) => new ApiError(400, 'validation_failed', 'invalid', field);
    expect(getErrorField(error('body.name'))).toBe('name');
    expect(getErrorField(error('body.websiteUrl'))).toBe('websiteUrl');
    expect(getErrorField(error('params.projectUid'))).toBeNull();
    expect(getErrorField(error('body.idempotencyKey'))).toBeNull();
    expect(getErrorField(error())).toBeNull();
    expect(getErrorField(new Error('boom'))).toBeNull();
  });
});
