import { ADMIN_APP } from '../chrome/Chrome';
import { t } from '../i18n/i18n';

/** The marketplace reviewers' landing route: their reviews are worked in the admin UI. */
export default function MarketReviewsPage() {
  return (
    <section className="page page--narrow" aria-labelledby="market-title">
      <h1 id="market-title">{t('market.title')}</h1>
      <p>{t('market.text')}</p>
      <a className="button" href={`${ADMIN_APP}/applications`}>
        {t('reports.open')}
      </a>
    </section>
  );
}
