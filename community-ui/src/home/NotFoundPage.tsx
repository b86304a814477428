import { t } from '../i18n/i18n';
import { Link } from '../router/router';

export default function NotFoundPage() {
  return (
    <section className="card card--narrow" aria-labelledby="missing-title">
      <h1 id="missing-title">{t('missing.title')}</h1>
      <p>{t('missing.text')}</p>
      <Link className="button" to="/">
        {t('missing.home')}
      </Link>
    </section>
  );
}
