import { useUnit } from 'effector-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths, useModalFocus, useTranslation, type Lang } from 'shared-contracts';
import { FrameIcon, ICON_PATHS } from './frame-icon.tsx';
import { frameToolsModel } from '../frame-model.ts';
import { SHELL_NS } from '../i18n.ts';

/**
 * The diner's profile, from every route: the account page of the branch on screen, else of the
 * instance's first branch (the account is the instance's, any branch shows it).
 */
function ProfileLink({ branch }: { branch: string | null }) {
  const { t } = useTranslation(SHELL_NS);
  const { firstBranch } = useUnit(frameToolsModel);
  const slug = branch ?? firstBranch;
  if (!slug) return null;
  return (
    <Link
      className="mesa-header__control"
      to={paths.account(slug)}
      aria-label={t('profileOpen')}
      data-testid="profile-link"
    >
      <FrameIcon path={ICON_PATHS.person} />
    </Link>
  );
}

/**
 * The language switcher on every route (the instance's languages, es, en, pt; choosing
 * one saves it and reloads the page). Hidden when the instance speaks one language.
 */
function LanguageMenu() {
  const { t } = useTranslation(SHELL_NS);
  const { lang, choices, chosen } = useUnit(frameToolsModel);
  const [open, setOpen] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  useModalFocus(list, open, { onEscape: () => setOpen(false), initial: first });
  if (choices.length < 2) return null;
  const choose = (choice: Lang) => {
    setOpen(false);
    if (choice !== lang) chosen(choice);
  };
  return (
    <div className="mesa-header__lang">
      <button
        type="button"
        className="mesa-header__control mesa-header__lang-toggle"
        // The visible code is in the name too (what a voice-control user says is what they see).
        aria-label={t('languageOpen', { lang: t(`lang.${lang}`), code: lang.toUpperCase() })}
        aria-expanded={open}
        aria-controls="mesa-lang-menu"
        data-testid="language-toggle"
        onClick={() => setOpen(!open)}
      >
        {lang.toUpperCase()}
      </button>
      {open ? (
        <>
          <button
            type="button"
            className="mesa-header__lang-backdrop"
            aria-label={t('panelClose')}
            tabIndex={-1}
            onClick={() => setOpen(false)}
          />
          <div
            ref={list}
            id="mesa-lang-menu"
            className="mesa-header__lang-menu"
            role="dialog"
            aria-modal="true"
            aria-label={t('languageTitle')}
            data-testid="language-menu"
          >
            <p className="mesa-header__lang-title">{t('languageTitle')}</p>
            {choices.map((choice, index) => (
              <button
                key={choice}
                ref={index === 0 ? first : undefined}
                type="button"
                lang={choice}
                className={`mesa-button mesa-button--wide${choice === lang ? '' : ' mesa-button--ghost'}`}
                aria-pressed={choice === lang}
                onClick={() => choose(choice)}
              >
                {t(`lang.${choice}`)}
              </button>
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}

/** The header's right side tools: language and profile, on every route. */
export function FrameTools({ branch }: { branch: string | null }) {
  return (
    <>
      <LanguageMenu />
      <ProfileLink branch={branch} />
    </>
  );
}
