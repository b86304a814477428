// The business's home (/home, issue 19): how complete its profile is, what waits for it (forms to finish,
// payments asked, licences to renew) and its applications, each a link to where it is dealt with.
import {
  type BusinessAction,
  type BusinessProfileWire,
  businessActions,
  businessCompleteness,
  type LicenseWire,
} from '@server/contract/business-profile.js';
import { DRAFT_STATE_NAME, PAYMENT_STATE_NAME } from '@server/contract/drafts.js';
import type { ApplicationSummaryView } from '@server/contract/programs.js';
import { currentLanguage, t, tMaybe } from '../i18n/i18n';
import { formatDate, useFetch } from '../programs/api';
import { localToday } from '../programs/form-constraints';
import { Link } from '../router/router';
import { useSession } from '../session/session';
import { Loader, Notice } from '../ui/controls';

function actionLink(action: BusinessAction): { to: string; text: string } {
  switch (action.kind) {
    case 'finishForm':
      return {
        to: `/confirmation-resource/${action.programId}?draft=${action.applicationId}`,
        text: t('businessHome.finishForm', { program: action.programName }),
      };
    case 'pay':
      return {
        to: `/application/${action.applicationId}`,
        text: t('businessHome.pay', { program: action.programName }),
      };
    case 'renewLicense':
      return {
        to: '/business-profile',
        text: t('businessHome.renew', {
          license: tMaybe(`ref.license-types.${action.licenseType}`) ?? action.licenseType,
          number: action.number,
          date: formatDate(action.expiresOn, currentLanguage()),
        }),
      };
  }
}

export default function BusinessHomePage() {
  const { user } = useSession();
  const id = user?.id_entity ?? null;
  const profile = useFetch<BusinessProfileWire>(id === null ? null : `/business/${id}`);
  const licenses = useFetch<LicenseWire[]>('/community-entity-licenses');
  const applications = useFetch<ApplicationSummaryView[]>('/applications/mine');
  const error = profile.error ?? licenses.error ?? applications.error;
  if (error) return <Notice kind="error">{error}</Notice>;
  if (!profile.data || !licenses.data || !applications.data) return <Loader />;
  const completeness = businessCompleteness(profile.data, licenses.data);
  const actions = businessActions(applications.data, licenses.data, localToday(), {
    draft: DRAFT_STATE_NAME,
    payment: PAYMENT_STATE_NAME,
  });
  return (
    <section className="page page--narrow" aria-labelledby="business-home-title">
      <h1 id="business-home-title">{profile.data.companyName}</h1>
      <section className="card" aria-labelledby="completeness-title">
        <h2 id="completeness-title">{t('businessHome.completeness')}</h2>
        <progress max={100} value={completeness.percent} aria-labelledby="completeness-title" />
        <p>{t('businessHome.percent', { percent: completeness.percent })}</p>
        {completeness.missing.length > 0 ? (
          <p>
            {t('businessHome.missing')}{' '}
            {new Intl.ListFormat(currentLanguage()).format(
              completeness.missing.map((part) => t(`businessPage.tab.${part}`)),
            )}{' '}
            <Link to="/business-profile">{t('businessHome.complete')}</Link>
          </p>
        ) : null}
      </section>
      <section className="card" aria-labelledby="actions-title">
        <h2 id="actions-title">{t('businessHome.actions')}</h2>
        {actions.length === 0 ? <p className="muted">{t('businessHome.noActions')}</p> : null}
        <ul>
          {actions.map((action) => {
            const link = actionLink(action);
            return (
              <li
                key={`${action.kind}-${'applicationId' in action ? action.applicationId : action.licenseId}`}
              >
                <Link to={link.to}>{link.text}</Link>
              </li>
            );
          })}
        </ul>
      </section>
      <section className="card" aria-labelledby="home-applications-title">
        <h2 id="home-applications-title">{t('businessHome.applications')}</h2>
        {applications.data.length === 0 ? (
          <p className="muted">
            {t('businessHome.noApplications')} <Link to="/resources">{t('businessHome.findPrograms')}</Link>
          </p>
        ) : null}
        <ul>
          {applications.data.map((a) => (
            <li key={a.id} data-testid="home-application">
              <Link to={`/application/${a.id}`}>{a.programName}</Link> <bdi>{a.externalId}</bdi>{' '}
              <span className={`status status--${a.status.colour}`}>{a.status.name}</span>
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
