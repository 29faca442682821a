import Fastify from 'fastify';
import { type FastifyPluginAsyncZod, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorsPlugin } from '../plugins/errors.ts';
import { AppError } from './app-error.ts';
import { fieldErrorsOfIssues, parseOrRefuse } from './field-errors.ts';

const Schema = z.strictObject({
  name: z.string().min(1, 'projects.validation.required').max(5),
  nickname: z.string().max(3, 'errors.field.tooLong'),
  land: z.strictObject({ titleNumber: z.string().min(2), area: z.number() }),
  lands: z.array(z.strictObject({ code: z.string().regex(/^\d+$/) })),
  note: z.string().refine((v) => v !== 'x', 'not a catalogue key'),
});

const issuesOf = (value: unknown) => {
  const parsed = Schema.safeParse(value);
  if (parsed.success) throw new Error('expected issues');
  return parsed.error.issues;
};

const bad = {
  name: '',
  nickname: 'abcd',
  land: { titleNumber: 'a', area: 'big', extra: 1 },
  lands: [{ code: '1' }, { code: 'a' }],
  note: 'x',
  admin: true,
};
const expected = [
  { field: 'name', messageKey: 'projects.validation.required' },
  { field: 'nickname', messageKey: 'errors.field.tooLong' },
  { field: 'land.titleNumber', messageKey: 'errors.field.tooShort' },
  { field: 'land.area', messageKey: 'errors.field.invalidType' },
  { field: 'land.extra', messageKey: 'errors.field.unknown' },
  { field: 'lands.1.code', messageKey: 'errors.field.invalid' },
  { field: 'note', messageKey: 'errors.field.invalid' },
  { field: 'admin', messageKey: 'errors.field.unknown' },
];

describe('one mapper from zod issues to field errors', () => {
  it("keeps a schema's own catalogue key, else names the kind of issue, with nested and array paths", () => {
    expect(fieldErrorsOfIssues(issuesOf(bad))).toEqual(expected);
  });

  it('names a too long value tooLong when the schema gives no key of its own', () => {
    expect(fieldErrorsOfIssues(issuesOf({ ...bad, name: 'abcdef' }))[0]).toEqual({
      field: 'name',
      messageKey: 'errors.field.tooLong',
    });
  });

  it("answers a route's own check (fastify's copy of the issues) with the same errors, under `body.` unless the body is a form", async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    await app.register(errorsPlugin);
    const routes: FastifyPluginAsyncZod = async (api) => {
      const schema = { body: Schema, params: z.object({ id: z.coerce.number().int().positive() }) };
      api.post('/plain/:id', { schema }, async () => null);
      api.post('/form/:id', { schema, config: { formErrors: 'fields' } }, async () => null);
      api.post('/lead/:id', { schema, config: { formErrors: 'fields-and-message' } }, async () => null);
    };
    await app.register(routes);
    const post = async (url: string) => (await app.inject({ method: 'POST', url, payload: bad })).json();
    expect(await post('/plain/1')).toMatchObject({
      status: 422,
      messageKey: 'errors.VALIDATION_FAILED',
      fieldErrors: expected.map((e) => ({ ...e, field: `body.${e.field}` })),
    });
    expect(await post('/form/1')).toMatchObject({ messageKey: 'errors.VALIDATION_FAILED', fieldErrors: expected });
    expect(await post('/lead/1')).toMatchObject({ messageKey: 'projects.validation.required', fieldErrors: expected });
    // The path comes first, and keeps its `params.` name on a form route.
    expect(await post('/lead/0')).toMatchObject({
      messageKey: 'errors.VALIDATION_FAILED',
      fieldErrors: [{ field: 'params.id', messageKey: 'errors.field.tooShort' }],
    });
    await app.close();
  });

  it('puts the issues under a prefix, and an issue of the whole value on `body` without one', () => {
    expect(fieldErrorsOfIssues(issuesOf(bad), ['appointment'])[0]?.field).toBe('appointment.name');
    const whole = z.string().safeParse(3).error?.issues ?? [];
    expect(fieldErrorsOfIssues(whole)).toEqual([{ field: 'body', messageKey: 'errors.field.invalidType' }]);
  });

  it('refuses with 422 VALIDATION_FAILED, leading with the first field message when asked', () => {
    const refusal = (leadMessage: boolean) => {
      try {
        parseOrRefuse(Schema, bad, { leadMessage });
      } catch (error) {
        return error as AppError;
      }
      throw new Error('expected a refusal');
    };
    expect(refusal(false)).toBeInstanceOf(AppError);
    expect(refusal(false)).toMatchObject({
      code: 'VALIDATION_FAILED',
      messageKey: 'errors.VALIDATION_FAILED',
      fieldErrors: expected,
    });
    expect(refusal(true).messageKey).toBe('projects.validation.required');
    const good = { name: 'a', nickname: 'b', land: { titleNumber: 'ab', area: 3 }, lands: [], note: 'y' };
    expect(parseOrRefuse(Schema, good)).toEqual(good);
  });
});
