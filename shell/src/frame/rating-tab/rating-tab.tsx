import { useUnit } from 'effector-react';
import {
  clipText,
  errorMessageKey,
  RATING_COMMENT_MAX,
  RatingScale,
  useTranslation,
  type RouteDefinition,
} from 'shared-contracts';
import { SHELL_NS } from '../i18n.ts';
import { OverlayDialog } from '../overlays/overlay-dialog.tsx';
import { ratingTabModel } from './rating-tab-model.ts';
import { ratingTabQuestions } from './rating-tab-rule.ts';
import { useHydrated } from '../use-hydrated.ts';

const STARS = [1, 2, 3, 4, 5];
const NPS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** The rating tab: a tab on the page's edge that opens the menu rating and the NPS question. */
export function RatingTab({ route, branch }: { route: RouteDefinition | undefined; branch: string | null }) {
  const { t } = useTranslation(SHELL_NS);
  const m = useUnit(ratingTabModel);
  // What it needs (the visit's session, the table's purchase) exists only in the browser.
  const hydrated = useHydrated();
  const questions = ratingTabQuestions({
    route,
    order: m.order,
    onTableClass: m.supplier?.slug === branch ? (m.supplier?.on_table_class ?? null) : null,
    flags: m.flags,
  });
  if (!hydrated || !questions) return null;
  // A question needs what it rates: the table's purchase (menu) or the visit's session (NPS).
  const asked = { menu: questions.menu && m.asks.purchase, nps: questions.nps && m.asks.session };
  if (!asked.menu && !asked.nps) return null;
  if (m.done && !m.open) return null;
  // The tab stays (the same element) while its dialog is open, so closing the dialog gives it the focus back.
  const tab = (
    <button type="button" className="mesa-rating-tab" data-testid="rating-tab" onClick={() => m.tabOpened()}>
      {t('rating.tab')}
    </button>
  );
  return (
    <>
      {tab}
      {m.open ? (
        <OverlayDialog
          role="dialog"
          titleId="mesa-rating-title"
          testId="rating-dialog"
          onEscape={() => m.tabClosed()}
        >
          <h2 id="mesa-rating-title">{t('rating.title')}</h2>
          {m.done ? (
            <p role="status">{t('rating.thanks')}</p>
          ) : (
            <form
              className="mesa-rating"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                m.ratingSubmitted(asked);
              }}
            >
              {asked.menu ? (
                <RatingScale
                  name="mesa-rating-menu"
                  legend={t('rating.menu')}
                  values={STARS}
                  value={m.menuScore}
                  onChange={m.menuScoreChosen}
                  block="mesa-scale"
                  labelOf={(score) => t('rating.stars', { count: score })}
                  display={(score) => '★'.repeat(score)}
                />
              ) : null}
              {asked.nps ? (
                <RatingScale
                  name="mesa-rating-nps"
                  legend={t('rating.nps')}
                  values={NPS}
                  value={m.npsScore}
                  onChange={m.npsScoreChosen}
                  block="mesa-scale"
                />
              ) : null}
              <label className="mesa-rating__comment">
                {t('rating.comment')}
                {/* The limit counts characters as seen; a `maxLength` would count an emoji as two. */}
                <textarea
                  rows={3}
                  value={m.comment}
                  onChange={(event) => m.commentChanged(clipText(event.target.value, RATING_COMMENT_MAX))}
                />
              </label>
              {m.missing ? <p role="alert">{t('rating.required')}</p> : null}
              {m.failed ? <p role="alert">{t(errorMessageKey(m.failed), { ns: 'common' })}</p> : null}
              <button type="submit" className="mesa-button" disabled={m.sending}>
                {t('rating.send')}
              </button>
            </form>
          )}
          <button type="button" className="mesa-button mesa-button--ghost" onClick={() => m.tabClosed()}>
            {t('popupClose')}
          </button>
        </OverlayDialog>
      ) : null}
    </>
  );
}
