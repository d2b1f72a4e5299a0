import { useUnit } from 'effector-react';
import { Link, Navigate } from 'react-router-dom';
import {
  paths,
  closedNowWords,
  useTranslation,
  withServiceQuery,
  type ClosedNow,
  type DateWording,
} from 'shared-contracts';
import { NS } from '../i18n.ts';
import type { BranchChoice, SelectorKind } from '../model/branch-choices.ts';
import { BranchSelectorPageGate, branchSelectorModel } from '../model/branch-selector-page.ts';
import '../ui/landing.css';

/** "Cerrada ahora: abre el martes, 1 de diciembre a las 12:00", or just closed when no day opens it. */
function ClosedNotice({ closed, wording }: { closed: ClosedNow; wording: DateWording }) {
  const { t } = useTranslation(NS);
  const words = closedNowWords(closed, wording);
  return (
    <span className="ld-branch__closed" data-testid="branch-closed-now">
      {t(words.key, words.values)}
    </span>
  );
}

interface ChoiceLinkProps {
  choice: BranchChoice;
  /** When the branch is closed now; it stays a link (the diner may browse, or order for later). */
  closed: ClosedNow | null;
  wording: DateWording;
  onClick: (choice: BranchChoice) => void;
}

function ChoiceLink({ choice, closed, wording, onClick }: ChoiceLinkProps) {
  const { t } = useTranslation(NS);
  // Inside the link: its name says it too, right after the branch's own.
  const content = (
    <>
      <span className="ld-branch__name">{choice.label}</span>
      {choice.address ? <span className="ld-branch__address">{choice.address}</span> : null}
      {closed ? <ClosedNotice closed={closed} wording={wording} /> : null}
    </>
  );
  if (choice.action.kind === 'external') {
    return (
      // The hint is text inside the link (not an aria-label) so the link's name starts with what it shows.
      <a className="ld-branch" href={choice.action.href} target="_blank" rel="noopener noreferrer">
        {content}
        <span className="mesa-visually-hidden"> {t('newTabHint')}</span>
      </a>
    );
  }
  // The address carries the service chosen with the branch, so the browser may follow the link itself
  // before the page is live (`data-early-follow`): the next page sets the service from it.
  return (
    <Link
      className="ld-branch"
      to={withServiceQuery(choice.action.to, choice.action.order)}
      data-early-follow=""
      onClick={() => onClick(choice)}
    >
      {content}
    </Link>
  );
}

/** A branch selector: the branches fit for one purpose, each leading where it should. */
export function BranchSelectorPage({ kind }: { kind: SelectorKind }) {
  // Keyed by the kind: another selector closes this one and opens it again, as a fresh visit.
  return (
    <>
      <BranchSelectorPageGate key={kind} kind={kind} />
      <BranchSelectorScreen kind={kind} />
    </>
  );
}

function BranchSelectorScreen({ kind }: { kind: SelectorKind }) {
  const { t } = useTranslation(NS);
  const { choicesByKind, closedNow, dateWording, redirect, branchClicked } = useUnit(branchSelectorModel);
  const choices = choicesByKind[kind];

  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <div className="mesa-page ld-selector" data-testid="branch-selector" data-kind={kind}>
      <h1 className="mesa-title">{t(`selector.${kind}`)}</h1>
      {choices.length === 0 ? (
        <>
          <p className="ld-empty">{t('selector.empty')}</p>
          <Link className="mesa-button" to={paths.main()}>
            {t('selector.back')}
          </Link>
        </>
      ) : (
        <ul className="mesa-stack">
          {choices.map((choice) => (
            <li key={choice.slug}>
              <ChoiceLink
                choice={choice}
                closed={closedNow[choice.id] ?? null}
                wording={dateWording}
                onClick={branchClicked}
              />
              {choice.mapHref ? (
                <a
                  className="ld-branch__map"
                  href={choice.mapHref}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('opensNewTab', { label: t('selector.map', { branch: choice.label }) })}
                >
                  {t('selector.map', { branch: choice.label })}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export const BranchOnTablePage = () => <BranchSelectorPage kind="on_table" />;
export const BranchToTakeAwayPage = () => <BranchSelectorPage kind="take_away" />;
export const BranchToBookPage = () => <BranchSelectorPage kind="book" />;
export const BranchWithoutServicePage = () => <BranchSelectorPage kind="without_service" />;
export const BranchOfficesPage = () => <BranchSelectorPage kind="offices" />;
export const BranchWhatsappPage = () => <BranchSelectorPage kind="whatsapp" />;
