import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $instance, type InstancePopup, type StaffSession } from 'shared-contracts';
import {
  $allowed,
  $draft,
  $error,
  $saved,
  activeToggled,
  editorOpened,
  popupSaved,
  popupToSend,
  savePopupFx,
  titleChanged,
} from './popup-editor.ts';
import { $session, $sessionKnown } from './session.ts';

const POPUP: InstancePopup = {
  id: 'promo-1',
  title: '2x1',
  body: 'Los martes',
  image: 'http://img/x.png',
  link: { url: 'http://x', label: 'Ver' },
};
const session = (capabilities: string[]) =>
  ({ instance: { slug: 'la-brasa' }, capabilities, csrf_token: 'csrf-9' }) as unknown as StaffSession;

function scope(popup: InstancePopup | null, capabilities = ['menu', 'branch_settings']) {
  const calls: { body: { popup: InstancePopup | null } }[] = [];
  const s = fork({
    values: [
      [$session, session(capabilities)],
      [$sessionKnown, true],
      [$instance, { popup } as never],
    ],
    handlers: [
      [
        savePopupFx,
        (call: { body: { popup: InstancePopup | null } }) => {
          calls.push(call);
          return call.body;
        },
      ],
    ],
  });
  return { scope: s, calls };
}

describe('the popup editor', () => {
  it("is for accounts allowed the branch settings; a waiter's session hides it", () => {
    expect(scope(null).scope.getState($allowed)).toBe(true);
    expect(scope(null, ['floor']).scope.getState($allowed)).toBe(false);
  });

  it("starts from the config's popup and keeps its image, link and id while the text is the same", async () => {
    const { scope: s, calls } = scope(POPUP);
    await allSettled(editorOpened, { scope: s });
    expect(s.getState($draft)).toEqual({ active: true, title: '2x1', body: 'Los martes' });
    await allSettled(popupSaved, { scope: s });
    expect(calls[0]?.body.popup).toEqual(POPUP);
    expect(s.getState($saved)).toBe(true);
  });

  it('a changed text gets a new id (diners who closed the old one see it); switching off sends null', async () => {
    const { scope: s, calls } = scope(POPUP);
    await allSettled(editorOpened, { scope: s });
    await allSettled(titleChanged, { scope: s, params: '3x2' });
    await allSettled(popupSaved, { scope: s });
    expect(calls[0]?.body.popup?.title).toBe('3x2');
    expect(calls[0]?.body.popup?.id).not.toBe('promo-1');
    await allSettled(activeToggled, { scope: s, params: false });
    await allSettled(popupSaved, { scope: s });
    expect(calls[1]?.body.popup).toBeNull();
  });

  it('refuses an empty popup that is switched on, sending nothing', async () => {
    const { scope: s, calls } = scope(null);
    await allSettled(editorOpened, { scope: s });
    await allSettled(activeToggled, { scope: s, params: true });
    await allSettled(popupSaved, { scope: s });
    expect(s.getState($error)).toBe('popup_empty');
    expect(calls).toEqual([]);
  });

  it('a new popup has no image or link', () => {
    expect(popupToSend({ active: true, title: ' Hola ', body: '' }, null, 'n1')).toEqual({
      id: 'n1',
      title: 'Hola',
      body: '',
      image: '',
      link: null,
    });
  });
});
