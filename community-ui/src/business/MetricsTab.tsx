// The business's quick metrics (programs spec §2): its applications, how many were submitted, its awards and
// the amount awarded, counted by the server from its applications.
import type { BusinessMetricsWire } from '@server/contract/business-activity.js';
import { currentLanguage, t } from '../i18n/i18n';
import { useFetch } from '../programs/api';
import { Loader, Notice } from '../ui/controls';
import { money } from './FinancialsTab';

export function MetricsTab({ id }: { id: number }) {
  const metrics = useFetch<BusinessMetricsWire>(`/business-metrics/${id}`);
  if (metrics.error) return <Notice kind="error">{metrics.error}</Notice>;
  if (!metrics.data) return <Loader />;
  const count = new Intl.NumberFormat(currentLanguage());
  const figures = [
    ['applications', count.format(metrics.data.applications)],
    ['submitted', count.format(metrics.data.submitted)],
    ['awards', count.format(metrics.data.awards)],
    ['awardedAmount', money(metrics.data.awardedAmount)],
  ] as const;
  return (
    <dl className="metrics" data-testid="metrics">
      {figures.map(([name, value]) => (
        <div key={name} className="card metrics__figure">
          <dt>{t(`businessPage.metrics.${name}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
