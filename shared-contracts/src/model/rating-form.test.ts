import { allSettled, createEffect, createEvent, fork, sample } from 'effector';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/errors.ts';
import { createRatingForm } from './rating-form.ts';

const setup = (fail: string | null = null) => {
  const opened = createEvent();
  const sendFx = createEffect((rating: { rate: number; comment: string }) => {
    if (fail) throw new ApiRequestError(409, fail, fail);
    return rating;
  });
  const form = createRatingForm({
    sid: 'contracts/test-rate',
    clearOn: [opened],
    sendFx,
    errorOf: (code) => (code === 'already_rated' ? null : code),
  });
  sample({ clock: form.rated, target: sendFx });
  return { opened, sendFx, form };
};

describe('createRatingForm', () => {
  it('refuses a submit without a rate and sends nothing', async () => {
    const { sendFx, form } = setup();
    const sent: unknown[] = [];
    const scope = fork({ handlers: [[sendFx, (rating: unknown) => sent.push(rating)]] });
    await allSettled(form.formSubmitted, { scope });
    expect(scope.getState(form.$error)).toBe('rateRequired');
    expect(sent).toEqual([]);
    await allSettled(form.rateChosen, { scope, params: 4 });
    expect(scope.getState(form.$error)).toBeNull();
  });

  it('sends the rate and the trimmed comment, and the page opening empties the form', async () => {
    const { opened, sendFx, form } = setup();
    const sent: unknown[] = [];
    const scope = fork({ handlers: [[sendFx, (rating: unknown) => sent.push(rating)]] });
    await allSettled(form.rateChosen, { scope, params: 8 });
    await allSettled(form.commentChanged, { scope, params: '  rico  ' });
    await allSettled(form.formSubmitted, { scope });
    expect(sent).toEqual([{ rate: 8, comment: 'rico' }]);
    await allSettled(opened, { scope });
    expect(scope.getState(form.$rate)).toBeNull();
    expect(scope.getState(form.$comment)).toBe('');
  });

  it("shows the API's code of a failed send as errorOf makes it", async () => {
    for (const [code, shown] of [
      ['bad_request', 'bad_request'],
      ['already_rated', null],
    ] as const) {
      const { form } = setup(code);
      const scope = fork();
      await allSettled(form.rateChosen, { scope, params: 3 });
      await allSettled(form.formSubmitted, { scope });
      expect(scope.getState(form.$error)).toBe(shown);
    }
  });
});
