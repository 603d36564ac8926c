import { describe, expect, it } from 'vitest';
import { annotationProblems, emptyAnnotation, toAnnotationRequest } from './annotation-form';

const valid = { ...emptyAnnotation('2026-03-02'), title: 'Spring sale' };

describe('the annotation form', () => {
  it('sends one day when no last day is given, trimmed', () => {
    expect(annotationProblems(valid)).toEqual({});
    expect(toAnnotationRequest({ ...valid, title: '  Spring sale ', body: ' −20 % ' })).toEqual({
      from: '2026-03-02',
      to: '2026-03-02',
      title: 'Spring sale',
      body: '−20 %',
      category: 'other',
    });
  });

  it('names each field that is wrong, as the API would', () => {
    expect(annotationProblems({ ...valid, title: '   ' })).toEqual({ title: 'titleRequired' });
    expect(annotationProblems({ ...valid, title: 'x'.repeat(121) })).toEqual({
      title: 'titleTooLong',
    });
    expect(annotationProblems({ ...valid, title: 'a\u202Eb' })).toEqual({ title: 'titleInvalid' });
    expect(annotationProblems({ ...valid, body: 'y'.repeat(2001) })).toEqual({
      body: 'bodyTooLong',
    });
    expect(annotationProblems({ ...valid, from: '' })).toEqual({ from: 'fromRequired' });
    expect(annotationProblems({ ...valid, to: '2026-03-01' })).toEqual({ to: 'toBeforeFrom' });
    expect(annotationProblems({ ...valid, to: '2027-03-05' })).toEqual({ to: 'tooManyDays' });
    expect(annotationProblems({ ...valid, from: '1999-12-31' })).toEqual({ from: 'outOfRange' });
    expect(annotationProblems({ ...valid, to: '2100-01-01' })).toEqual({ to: 'outOfRange' });
  });
});
