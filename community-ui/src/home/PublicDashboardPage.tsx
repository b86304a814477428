import { t } from '../i18n/i18n';
import { useQuery } from '../router/router';

/** The public dashboard (access spec §2): a program's public reports page in a frame, by programId. */
export const PUBLIC_DASHBOARD_PATH = '/admin/#/reports/public-dashboard';

export default function PublicDashboardPage() {
  const programId = useQuery().get('programId') ?? '';
  return (
    <section className="page page--full" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{t('dashboard.title')}</h1>
      <iframe
        className="dashboard-frame"
        title={t('dashboard.title')}
        src={`${PUBLIC_DASHBOARD_PATH}?programId=${encodeURIComponent(programId)}`}
      />
    </section>
  );
}
