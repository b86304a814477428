import { t } from '../i18n/i18n';
import { Link } from '../router/router';

/**
 * The public dashboard (access spec §2, programs spec §2). The specifications name no figures a program shows
 * the public, and its reports are for staff (their sign-in is the staff console's), so the page says the
 * dashboard is not public and leads home instead of framing a sign-in form.
 */
export default function PublicDashboardPage() {
  return (
    <section className="card card--narrow" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{t('dashboard.title')}</h1>
      <p>{t('dashboard.notPublic')}</p>
      <Link className="button" to="/">
        {t('missing.home')}
      </Link>
    </section>
  );
}
