import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $instance, type InstancePopup, type StaffSession } from 'shared-contracts';
import {
  $allowed,
  $draft,
  $error,
  $saved,
  $lengths,
  activeToggled,
  bodyChanged,
  editorOpened,
  keptTyping,
  POPUP_BODY_MAX,
  POPUP_TITLE_MAX,
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

describe("the popup's texts, counted in characters as seen", () => {
  // A family emoji is one character on screen and eleven UTF-16 units; a flag, one and four.
  const FAMILY = '👨‍👩‍👧‍👦';
  const FLAG = '🇨🇴';

  it('takes a title of emoji up to its limit in characters, where a UTF-16 count would stop far earlier', async () => {
    const { scope: s } = scope(null);
    await allSettled(editorOpened, { scope: s });
    await allSettled(activeToggled, { scope: s, params: true });
    const title = FAMILY.repeat(POPUP_TITLE_MAX);
    await allSettled(titleChanged, { scope: s, params: title });
    expect(s.getState($draft).title).toBe(title);
    expect(s.getState($lengths).title).toBe(POPUP_TITLE_MAX);
  });

  it('keeps the first characters of a paste longer than the limit, never half an emoji', async () => {
    const { scope: s } = scope(null);
    await allSettled(editorOpened, { scope: s });
    await allSettled(bodyChanged, { scope: s, params: FLAG.repeat(POPUP_BODY_MAX + 5) });
    expect(s.getState($draft).body).toBe(FLAG.repeat(POPUP_BODY_MAX));
    expect(s.getState($lengths).body).toBe(POPUP_BODY_MAX);
  });

  it('lets a text already over the limit shrink but not grow, and saving it says why not, keeping it', async () => {
    const long = 'a'.repeat(POPUP_TITLE_MAX + 10);
    expect(keptTyping(long, `${long}b`, POPUP_TITLE_MAX)).toBe(long);
    expect(keptTyping(long, long.slice(1), POPUP_TITLE_MAX)).toBe(long.slice(1));
    expect(keptTyping('', `${FAMILY}${FLAG}x`, 2)).toBe(`${FAMILY}${FLAG}`);

    const { scope: s, calls } = scope({ ...POPUP, title: long });
    await allSettled(editorOpened, { scope: s });
    await allSettled(popupSaved, { scope: s });
    expect(s.getState($error)).toBe('popup_too_long');
    expect(s.getState($draft).title).toBe(long);
    expect(calls).toEqual([]);
  });
});
