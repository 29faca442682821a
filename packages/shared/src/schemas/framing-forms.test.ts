import { describe, expect, it } from 'vitest';
import { GUEST_HOUSE, questionnaire } from '../fixtures/builders.ts';
import { ZFramingFormFields, ZSaveFramingFormRequest } from './framing-forms.ts';

/** A person's project on land they own: no land answers, no yearly results. */
const form = questionnaire(GUEST_HOUSE);
const messages = (value: unknown) => {
  const result = ZFramingFormFields.safeParse(value);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('ZFramingFormFields (spec 2 §3, §5)', () => {
  it('accepts a complete questionnaire and the bounds themselves', () => {
    expect(messages(form)).toEqual({});
    expect(messages({ ...form, description: 'é'.repeat(500), minAreaHa: 0.1, maxAreaHa: 150 })).toEqual({});
  });

  it('says which rule each wrong answer breaks, with keys of the framingForms catalogue', () => {
    expect(messages({ ...form, description: 'x'.repeat(501), minAreaHa: 0.05, maxAreaHa: 151 })).toEqual({
      description: 'framingForms.validation.descriptionTooLong',
      minAreaHa: 'framingForms.validation.areaRange',
      maxAreaHa: 'framingForms.validation.areaRange',
    });
    expect(messages({ ...form, projectName: '  ', numberOfCreatedJobs: -1 })).toEqual({
      projectName: 'framingForms.validation.required',
      numberOfCreatedJobs: 'framingForms.validation.nonNegative',
    });
    expect(
      messages({
        ...form,
        yearlyResults: [
          { year: 2027, turnover: 1 },
          { year: 2027, turnover: 2 },
        ],
      }),
    ).toEqual({ 'yearlyResults.1.year': 'framingForms.validation.yearTwice' });
  });

  it('asks the land answers only when land is needed', () => {
    expect(messages({ ...form, landNeeded: true })).toEqual({
      minAreaHa: 'framingForms.validation.required',
      maxAreaHa: 'framingForms.validation.required',
      vocationId: 'framingForms.validation.required',
      assignmentType: 'framingForms.validation.required',
    });
  });

  it('carries the captcha like the other captcha forms, empty when absent', () => {
    const parsed = ZSaveFramingFormRequest.parse({ framingForm: form });
    expect(parsed.captcha).toEqual({ captchaId: '', captchaAnswer: '' });
  });
});
