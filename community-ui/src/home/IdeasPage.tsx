import { t } from '../i18n/i18n';

/** The Demo accounts' landing route (AI idea generation, a version 2 route). */
export default function IdeasPage() {
  return (
    <section className="page page--narrow" aria-labelledby="ideas-title">
      <h1 id="ideas-title">{t('ideas.title')}</h1>
      <p>{t('ideas.text')}</p>
    </section>
  );
}
