// A sign-in link that did not sign the visitor in (auto-login, the redirect between instances): what went
// wrong and the way to sign in, left on screen until the visitor takes it.
import { t } from '../i18n/i18n';
import { Link } from '../router/router';

export function LinkFailed({ title }: { title: string }) {
  return (
    <section className="card card--narrow" aria-labelledby="link-failed-title">
      <h1 id="link-failed-title">{title}</h1>
      <p role="alert">{t('redirect.linkInvalid')}</p>
      <Link className="button button--wide" to="/login">
        {t('redirect.toLogin')}
      </Link>
    </section>
  );
}
