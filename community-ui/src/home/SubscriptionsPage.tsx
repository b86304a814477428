// The subscriber's home (access spec §2 "Subscriptions list"): name, plan, offer and state of each
// subscription.
import { t } from '../i18n/i18n';
import { useFetch } from '../programs/api';
import { Loader, Notice } from '../ui/controls';

interface SubscriptionRow {
  id: string;
  name: string;
  plan: string;
  offer: string;
  state: string;
}

export default function SubscriptionsPage() {
  const { data, error, loading } = useFetch<{ result: { subscriptions: SubscriptionRow[] } }>(
    '/subscriptions',
  );
  const rows = data?.result.subscriptions ?? [];
  return (
    <section className="page" aria-labelledby="subscriptions-title">
      <h1 id="subscriptions-title">{t('nav.mySubscriptions')}</h1>
      {loading ? <Loader /> : null}
      {error ? <Notice kind="error">{t('subscriptions.unavailable')}</Notice> : null}
      {data && rows.length === 0 ? <p className="muted">{t('subscriptions.none')}</p> : null}
      {rows.length > 0 ? (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('subscriptions.name')}</th>
                <th scope="col">{t('subscriptions.plan')}</th>
                <th scope="col">{t('subscriptions.offer')}</th>
                <th scope="col">{t('subscriptions.state')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{row.name}</td>
                  <td>{row.plan}</td>
                  <td>{row.offer}</td>
                  <td>{row.state}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
