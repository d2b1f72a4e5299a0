import { combine, createEvent, createStore, sample } from 'effector';
import {
  $instance,
  createApiFx,
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
  .on(titleChanged, (draft, title) => ({ ...draft, title }))
  .on(bodyChanged, (draft, body) => ({ ...draft, body }));
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

const $saveable = combine(
  $draft,
  (draft) => !draft.active || draft.title.trim() !== '' || draft.body.trim() !== '',
);
sample({
  clock: popupSaved,
  filter: $saveable.map((ok) => !ok),
  fn: () => 'popup_empty',
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
    ok: $saveable,
  },
  filter: ({ slug, saving, ok }) => slug !== null && !saving && ok,
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
  error: $error,
  saved: $saved,
  saving: $saving,
  activeToggled,
  titleChanged,
  bodyChanged,
  popupSaved,
};
