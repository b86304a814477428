// The government and reviewer home (the reports landing route): the staff screens open in the admin UI.
import { ADMIN_APP } from '../chrome/Chrome';
import { t } from '../i18n/i18n';
import { Link } from '../router/router';
import { useSession } from '../session/session';

export default function ReportsPage() {
  const { user } = useSession();
  const name = user?.accounts.find(
    (a) => a.cd_instance === user.cd_instance && a.cd_entity === user.id_entity,
  )?.name;
  return (
    <section className="page" aria-labelledby="reports-title">
      <h1 id="reports-title">{t('reports.title')}</h1>
      <p className="muted">{t('reports.welcome', { name: name ?? user?.profile.ds_firstname ?? '' })}</p>
      <ul className="program-grid">
        <li className="card">
          <h2>{t('reports.individual')}</h2>
          <p>{t('reports.individualText')}</p>
          <a className="button" href={`${ADMIN_APP}/reports`}>
            {t('reports.open')}
            <span className="visually-hidden"> {t('reports.individual')}</span>
          </a>
        </li>
        <li className="card">
          <h2>{t('reports.queue')}</h2>
          <p>{t('reports.queueText')}</p>
          <a className="button" href={`${ADMIN_APP}/applications`}>
            {t('reports.open')}
            <span className="visually-hidden"> {t('reports.queue')}</span>
          </a>
        </li>
        <li className="card">
          <h2>{t('nav.programs')}</h2>
          <p>{t('reports.programsText')}</p>
          <Link className="button" to="/resources">
            {t('reports.open')}
            <span className="visually-hidden"> {t('nav.programs')}</span>
          </Link>
        </li>
      </ul>
    </section>
  );
}
