// My applications (programs spec §2 /applications): each application with its status and the status colour.
import { currentLanguage, t } from '../i18n/i18n';
import { Link } from '../router/router';
import { Loader, Notice } from '../ui/controls';
import { formatDate, useFetch } from './api';
import type { ApplicationSummary } from './types';

export default function ApplicationsPage() {
  const { data, error, loading } = useFetch<ApplicationSummary[]>('/applications/mine');
  const language = currentLanguage();
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
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('applications.program')}</th>
                <th scope="col">{t('applications.id')}</th>
                <th scope="col">{t('applications.status')}</th>
                <th scope="col">{t('applications.submitted')}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((application) => (
                <tr key={application.id}>
                  <td>
                    <Link to={`/resources/${application.programId}`}>{application.programName}</Link>
                  </td>
                  <td>{application.externalId}</td>
                  <td>
                    <span className={`status status--${application.status.colour}`}>
                      {application.status.name}
                    </span>
                  </td>
                  <td>{formatDate(application.submittedAt ?? application.createdAt, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
