import { useGate, useUnit } from 'effector-react';
import { formatMoment, useTranslation } from 'shared-contracts';
import { NS } from '../i18n.ts';
import { AUDIT_OBJECTS, AuditPageGate, auditPageModel } from '../model/audit-page.ts';
import { ActionButton } from '../ui/action-button.tsx';
import { LoadFailedSection, LoadingSection } from '../ui/page-states.tsx';
import { ScreenGate } from '../ui/screen-gate.tsx';

/** The instance's audit log, newest first: who did what and when; filtered, read page by page. */
export function AuditPage() {
  const { t } = useTranslation(NS);
  const model = useUnit(auditPageModel);
  useGate(AuditPageGate);

  const title = t('audit.title');
  if (model.access !== 'ok') return <ScreenGate access={model.access} title={title} />;
  const filters = (
    <form className="st-filters" aria-label={t('audit.filters')} onSubmit={(event) => event.preventDefault()}>
      <label>
        {t('audit.account')}
        <select
          value={model.filters.account}
          onChange={(event) => model.filterChanged({ account: event.target.value })}
        >
          <option value="">{t('audit.everyone')}</option>
          {model.actors.map((actor) => (
            <option key={actor.id} value={String(actor.id)}>
              {actor.email}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('audit.object')}
        <select
          value={model.filters.object}
          onChange={(event) => model.filterChanged({ object: event.target.value })}
        >
          <option value="">{t('audit.everything')}</option>
          {AUDIT_OBJECTS.map((object) => (
            <option key={object} value={object}>
              {t(`audit.objects.${object}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('audit.from')}
        <input
          type="date"
          value={model.filters.from}
          onChange={(event) => model.filterChanged({ from: event.target.value })}
        />
      </label>
      <label>
        {t('audit.to')}
        <input
          type="date"
          value={model.filters.to}
          onChange={(event) => model.filterChanged({ to: event.target.value })}
        />
      </label>
    </form>
  );
  if (model.loadFailed) {
    return (
      <LoadFailedSection title={title} onRetry={model.retryClicked}>
        {filters}
      </LoadFailedSection>
    );
  }
  if (!model.entries) return <LoadingSection title={title}>{filters}</LoadingSection>;
  return (
    <section className="st-page" data-testid="staff-audit" aria-busy={model.loading}>
      <h1>{title}</h1>
      {filters}
      {model.entries.length === 0 ? (
        <p role="status">{t('audit.empty')}</p>
      ) : (
        <ol className="st-audit" aria-label={t('audit.entries')}>
          {model.entries.map((entry) => (
            <li key={entry.id} data-testid="staff-audit-entry">
              <time dateTime={entry.at}>{formatMoment(entry.at, model.dateWording, model.timeZone)}</time>{' '}
              <strong>{t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}</strong>{' '}
              <span>
                {t(`audit.objects.${entry.object_type}`, { defaultValue: entry.object_type })} #
                {entry.object_id}
                {typeof entry.details.email === 'string' ? ` · ${entry.details.email}` : ''}
              </span>{' '}
              <span className="st-roles">
                {entry.actor.kind === 'operator' ? t('audit.operator') : (entry.actor.email ?? '')}
              </span>
            </li>
          ))}
        </ol>
      )}
      {model.hasMore && (
        <ActionButton disabled={model.loading} onClick={model.moreClicked}>
          {t('audit.more')}
        </ActionButton>
      )}
    </section>
  );
}
