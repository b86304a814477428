// After submitting (issue 18): the application's id and what happens next. The form's history entry is
// replaced by this page, so going back after submitting shows it again rather than an empty form.
import type { ApplicantApplicationView } from '@server/contract/drafts.js';
import { currentLanguage, t } from '../i18n/i18n';
import { Link } from '../router/router';
import type { ScreenProps } from '../router/routes';
import { Loader, Notice } from '../ui/controls';
import { formatDate, useFetch } from './api';

export default function ConfirmationPage({ params }: ScreenProps) {
  const { data, error, loading } = useFetch<ApplicantApplicationView>(
    `/applications/${encodeURIComponent(params.id)}`,
  );
  if (loading) return <Loader />;
  if (error || !data) return <Notice kind="error">{error ?? t('errors.generic')}</Notice>;
  return (
    <section className="page page--narrow" aria-labelledby="confirmation-title">
      <div className="card">
        <h1 id="confirmation-title">{t('confirmation.title')}</h1>
        <p>
          {t('confirmation.text', {
            program: data.program.name,
            date: formatDate(data.submittedAt, currentLanguage()),
          })}
        </p>
        <p className="confirmation__id">
          {t('applications.id')}: <bdi data-testid="confirmation-id">{data.externalId}</bdi>
        </p>
        <h2>{t('confirmation.next')}</h2>
        <p>{t('confirmation.nextText')}</p>
        <p className="actions">
          <Link className="button" to={`/application/${data.id}`}>
            {t('confirmation.open')}
          </Link>{' '}
          <Link to="/applications">{t('applications.title')}</Link>
        </p>
      </div>
    </section>
  );
}
