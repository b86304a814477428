// My applications (programs spec §2 /applications): each application, opening its own page, with its status
// and the status colour, Continue for a draft, and the documents sent with it, shown under its row on demand.
// Below 570 px the rows are cards, each cell named by its column (data-label), so the status stays in view.
import { Fragment, useState } from 'react';
import { currentLanguage, t } from '../i18n/i18n';
import { Link } from '../router/router';
import { Loader, Notice } from '../ui/controls';
import { ApplicationDocuments } from './ApplicationDocuments';
import { formatDate, useFetch } from './api';
import type { ApplicationSummary } from './types';

const COLUMNS = 5;

/** The row's button that shows or hides the application's documents in the row below it. */
function DocumentsToggle({
  application,
  open,
  onToggle,
}: {
  application: ApplicationSummary;
  open: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className="link-button"
      aria-expanded={open}
      aria-controls={`documents-${application.id}`}
      aria-label={t(open ? 'documents.hideFor' : 'documents.showFor', { id: application.externalId })}
      onClick={onToggle}
    >
      {open ? t('documents.hide') : t('documents.show')}
    </button>
  );
}

export default function ApplicationsPage() {
  const { data, error, loading } = useFetch<ApplicationSummary[]>('/applications/mine');
  const language = currentLanguage();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <section className="page" aria-labelledby="applications-title">
      <h1 id="applications-title">{t('applications.title')}</h1>
      {loading ? <Loader /> : null}
      {error ? <Notice kind="error">{error}</Notice> : null}
      {data && data.length === 0 ? (
        <p>
          {t('applications.none')} <Link to="/resources">{t('applications.browse')}</Link>
        </p>
      ) : null}
      {data && data.length > 0 ? (
        <div className="table-wrap">
          <table className="table table--cards">
            <thead>
              <tr>
                <th scope="col">{t('applications.program')}</th>
                <th scope="col">{t('applications.id')}</th>
                <th scope="col">{t('applications.status')}</th>
                <th scope="col">{t('applications.submitted')}</th>
                <th scope="col">{t('documents.title')}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((application) => (
                <Fragment key={application.id}>
                  <tr>
                    <td data-label={t('applications.program')}>
                      <Link to={`/application/${application.id}`}>{application.programName}</Link>
                    </td>
                    <td data-label={t('applications.id')}>
                      <bdi>{application.externalId}</bdi>
                    </td>
                    <td data-label={t('applications.status')}>
                      {/* One cell item, so a card keeps the status and Continue together beside its name. */}
                      <span className="status-cell">
                        <span className={`status status--${application.status.colour}`}>
                          {application.status.name}
                        </span>
                        {application.submittedAt === null ? (
                          <Link
                            to={`/confirmation-resource/${application.programId}?draft=${application.id}`}
                            aria-label={t('applications.continueFor', { program: application.programName })}
                          >
                            {t('common.continue')}
                          </Link>
                        ) : null}
                      </span>
                    </td>
                    <td data-label={t('applications.submitted')}>
                      {formatDate(application.submittedAt, language)}
                    </td>
                    <td data-label={t('documents.title')}>
                      <DocumentsToggle
                        application={application}
                        open={open === application.id}
                        onToggle={() => setOpen(open === application.id ? null : application.id)}
                      />
                    </td>
                  </tr>
                  {open === application.id ? (
                    <tr id={`documents-${application.id}`}>
                      <td colSpan={COLUMNS}>
                        <div className="documents-cell">
                          <ApplicationDocuments applicationId={application.id} language={language} />
                        </div>
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
