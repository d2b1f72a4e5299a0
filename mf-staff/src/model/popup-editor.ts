import { createEvent, createStore, sample } from 'effector';
import {
  $instance,
  clipText,
  createApiFx,
  textLength,
  toApiRequestError,
  type InstancePopup,
  type StaffPopup,
} from 'shared-contracts';
import { menuApi } from '../api/menu-api.ts';
import { $csrf, $session, endSessionOn401 } from './session.ts';

/** What the manager edits of the instance's popup: shown or not, its title and text. */
export interface PopupDraft {
  active: boolean;
  title: string;
  body: string;
}

/** The most characters of the popup's title and text, as a person sees them (`textLength`). */
export const POPUP_TITLE_MAX = 120;
export const POPUP_BODY_MAX = 600;

/**
 * What a field keeps of a change: all of it while it fits in `max` characters as seen, else its first
 * `max` (a long paste). A text already longer (set before this limit, or elsewhere) is not cut by a
 * keystroke: it may shrink but not grow, as a field with a length limit behaves, and saving says why not.
 */
export function keptTyping(previous: string, next: string, max: number): string {
  const length = textLength(next);
  if (length <= max || length <= textLength(previous)) return next;
  return textLength(previous) > max ? previous : clipText(next, max);
}

/** Why the draft cannot be saved: switched on and empty, or a text longer than its limit; else null. */
export function popupProblem(draft: PopupDraft): 'popup_empty' | 'popup_too_long' | null {
  if (!draft.active) return null;
  const title = draft.title.trim();
  const body = draft.body.trim();
  if (title === '' && body === '') return 'popup_empty';
  if (textLength(title) > POPUP_TITLE_MAX || textLength(body) > POPUP_BODY_MAX) return 'popup_too_long';
  return null;
}

export const editorOpened = createEvent();
export const activeToggled = createEvent<boolean>();
export const titleChanged = createEvent<string>();
export const bodyChanged = createEvent<string>();
export const popupSaved = createEvent();

export const savePopupFx = createApiFx((call: { slug: string; body: StaffPopup; csrf: string }, headers) =>
  menuApi.popup(call, headers),
);

/** The popup as the diners' config has it: the config's, then what the API answered to the last save. */
export const $popup = createStore<InstancePopup | null>(null, { sid: 'staff/popup' }).on(
  savePopupFx.doneData,
  (_, { popup }) => popup,
);
export const $draft = createStore<PopupDraft>(
  { active: false, title: '', body: '' },
  { sid: 'staff/popup-draft' },
)
  .on(activeToggled, (draft, active) => ({ ...draft, active }))
  .on(titleChanged, (draft, title) => ({ ...draft, title: keptTyping(draft.title, title, POPUP_TITLE_MAX) }))
  .on(bodyChanged, (draft, body) => ({ ...draft, body: keptTyping(draft.body, body, POPUP_BODY_MAX) }));
/** How many characters each text has, as the person sees them, for the counts beside the fields. */
export const $lengths = $draft.map((draft) => ({
  title: textLength(draft.title),
  body: textLength(draft.body),
}));
export const $error = createStore<string | null>(null, { sid: 'staff/popup-error' })
  .on(savePopupFx.failData, (_, error) => toApiRequestError(error).code)
  .reset(savePopupFx, activeToggled, titleChanged, bodyChanged, editorOpened);
export const $saved = createStore(false, { sid: 'staff/popup-saved' })
  .on(savePopupFx.done, () => true)
  .reset(activeToggled, titleChanged, bodyChanged, editorOpened);
export const $saving = savePopupFx.pending;
/** Only accounts allowed the branch settings (managers, owners) see the editor. */
export const $allowed = $session.map((session) => session?.capabilities.includes('branch_settings') ?? false);

const draftOf = (popup: InstancePopup | null): PopupDraft => ({
  active: popup !== null,
  title: popup?.title ?? '',
  body: popup?.body ?? '',
});

sample({
  clock: [editorOpened, $instance.updates],
  source: $instance,
  fn: (config) => config?.popup ?? null,
  target: $popup,
});
sample({ clock: [editorOpened, savePopupFx.doneData], source: $popup, fn: draftOf, target: $draft });

/**
 * The popup to send for the draft: null when switched off; else its texts, keeping the image and link the
 * operator set. Changed texts get a new id, so diners who closed the old one see the new one.
 */
export function popupToSend(
  draft: PopupDraft,
  current: InstancePopup | null,
  newId: string,
): InstancePopup | null {
  if (!draft.active) return null;
  const title = draft.title.trim();
  const body = draft.body.trim();
  const same = current !== null && current.title === title && current.body === body;
  return {
    id: same ? current.id : newId,
    title,
    body,
    image: current?.image ?? '',
    link: current?.link ?? null,
  };
}

const $problem = $draft.map(popupProblem);
sample({
  clock: popupSaved,
  source: $problem,
  filter: (problem): problem is NonNullable<typeof problem> => problem !== null,
  target: $error,
});
sample({
  clock: popupSaved,
  source: {
    draft: $draft,
    current: $popup,
    slug: $session.map((session) => session?.instance.slug ?? null),
    csrf: $csrf,
    saving: $saving,
    problem: $problem,
  },
  filter: ({ slug, saving, problem }) => slug !== null && !saving && problem === null,
  fn: ({ draft, current, slug, csrf }) => ({
    slug: slug ?? '',
    body: { popup: popupToSend(draft, current, `staff-${Date.now().toString(36)}`) },
    csrf,
  }),
  target: savePopupFx,
});
endSessionOn401(savePopupFx.failData);

export const popupEditorModel = {
  allowed: $allowed,
  draft: $draft,
  lengths: $lengths,
  error: $error,
  saved: $saved,
  saving: $saving,
  activeToggled,
  titleChanged,
  bodyChanged,
  popupSaved,
};
