import { allSettled, createEvent, createStore, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { createForm, zodFieldErrors } from './form.ts';

interface Values {
  name: string;
  size: string;
}
type Field = keyof Values;

const opened = createEvent();
const $max = createStore(3);

function makeForm(errors: 'live' | 'submit' = 'live') {
  return createForm<Values, Field, string, number>({
    sid: 'test/form',
    initial: { name: '', size: '1' },
    fields: ['name', 'size'],
    source: $max,
    validate: (values, max) => ({
      ...(values.name.trim() ? {} : { name: 'required' }),
      ...(Number(values.size) <= max ? {} : { size: 'tooBig' }),
    }),
    errors,
    resetOn: [opened],
  });
}
const live = makeForm();
const onSubmit = makeForm('submit');
const $validated = createStore<unknown[]>([]).on(live.validated, (list, valid) => [...list, valid]);

describe('createForm', () => {
  it('shows no error before the first submit, then follows the values (live)', async () => {
    const scope = fork();
    await allSettled(live.fieldChanged, { scope, params: { field: 'size', value: '9' } });
    expect(scope.getState(live.$errors)).toEqual({});
    expect(scope.getState(live.fields.size.$value)).toBe('9');
    await allSettled(live.submitted, { scope });
    expect(scope.getState(live.$submitted)).toBe(true);
    expect(scope.getState(live.$errors)).toEqual({ name: 'required', size: 'tooBig' });
    expect(scope.getState(live.$lastSubmit)).toEqual({ firstInvalid: 'name' });
    await allSettled(live.fieldChanged, { scope, params: { field: 'name', value: 'Ana' } });
    expect(scope.getState(live.fields.name.$error)).toBeNull();
    expect(scope.getState(live.fields.size.$error)).toBe('tooBig');
    await allSettled(opened, { scope });
    expect(scope.getState(live.$errors)).toEqual({});
    expect(scope.getState(live.$values).name).toBe('Ana');
  });

  it('keeps the errors of the last check, clearing a field as it changes (submit)', async () => {
    const scope = fork({ values: [[$max, 5]] });
    await allSettled(onSubmit.fieldChanged, { scope, params: { field: 'size', value: '9' } });
    await allSettled(onSubmit.submitted, { scope });
    expect(scope.getState(onSubmit.$errors)).toEqual({ name: 'required', size: 'tooBig' });
    await allSettled(onSubmit.fieldChanged, { scope, params: { field: 'size', value: '10' } });
    expect(scope.getState(onSubmit.$errors)).toEqual({ name: 'required', size: undefined });
  });

  it('writes and checks values kept in a store it does not own', async () => {
    const $kept = createStore<Values>({ name: 'Ana', size: '1' });
    const kept = createForm<Values, Field, string, number>({
      sid: 'test/kept-form',
      initial: { name: '', size: '1' },
      values: $kept,
      fields: ['name', 'size'],
      source: $max,
      validate: (values, max) => (Number(values.size) <= max ? {} : { size: 'tooBig' }),
    });
    const scope = fork();
    await allSettled(kept.fieldChanged, { scope, params: { field: 'size', value: '7' } });
    expect(scope.getState($kept)).toEqual({ name: 'Ana', size: '7' });
    await allSettled(kept.submitted, { scope });
    expect(scope.getState(kept.$errors)).toEqual({ size: 'tooBig' });
  });

  it('passes a valid submit on with the values and what the rules read', async () => {
    const scope = fork();
    await allSettled(live.fieldChanged, { scope, params: { field: 'name', value: 'Ana' } });
    await allSettled(live.submitted, { scope });
    expect(scope.getState($validated)).toEqual([{ values: { name: 'Ana', size: '1' }, source: 3 }]);
    expect(scope.getState(live.$lastSubmit)).toEqual({ firstInvalid: null });
  });
});

describe('zodFieldErrors', () => {
  it('maps the first issue of each field at the depth asked', () => {
    const issues = [
      { path: ['profile', 'name'], message: 'too_big' },
      { path: ['profile', 'name'], message: 'other' },
      { path: ['profile', 'email'], message: 'bad' },
      { path: ['profile', 'categories'], message: 'bad' },
    ];
    expect(
      zodFieldErrors(
        issues,
        (key, message) => (key === 'name' || key === 'email' ? [key, message] : null),
        1,
      ),
    ).toEqual({ name: 'too_big', email: 'bad' });
  });
});
