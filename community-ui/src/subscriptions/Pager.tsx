// Page through a subscription list, 7 rows a page (access spec §9).
import { t } from '../i18n/i18n';

export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('subscriptions.pages')}>
      <button
        type="button"
        className="button button--secondary"
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
      >
        {t('subscriptions.previous')}
      </button>
      <span aria-live="polite">{t('subscriptions.pageOf', { page: page + 1, pages })}</span>
      <button
        type="button"
        className="button button--secondary"
        disabled={page >= pages - 1}
        onClick={() => onPage(page + 1)}
      >
        {t('subscriptions.next')}
      </button>
    </nav>
  );
}
