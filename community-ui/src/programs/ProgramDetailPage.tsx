// A program's details (programs spec §2): description, eligibility, contact, and the way to apply.
import { APPLICANT_ACCOUNT_TYPES } from '@server/modules/programs/account-groups.js';
import { t } from '../i18n/i18n';
import { Link } from '../router/router';
import type { ScreenProps } from '../router/routes';
import { useSession } from '../session/session';
import { BackArrow, Loader, Notice } from '../ui/controls';
import { useFetch } from './api';
import { EligibilityScreener } from './EligibilityScreener';
import { EligibilityChecklist, ProgramFacts } from './ProgramTerms';
import { ApplyLink, scopeLabel } from './ResourcesPage';
import type { ProgramDetail } from './types';

/**
 * The applicant's way in: a draft is continued (its answers kept), an application submitted is opened, and
 * otherwise the program's Apply (or why not).
 */
function OwnApplication({ program }: { program: ProgramDetail }) {
  if (program.draftId !== null) {
    return (
      <Notice kind="info">
        {t('programs.draftHeld')}{' '}
        <Link
          className="button"
          to={`/confirmation-resource/${program.cd_resource}?draft=${program.draftId}`}
        >
          {t('programs.continueDraft')}
        </Link>
      </Notice>
    );
  }
  if (program.applicationId !== null && program.cannotApplyReason === 'alreadyApplied') {
    return (
      <Notice kind="info">
        {t('programs.alreadyApplied')}{' '}
        <Link to={`/application/${program.applicationId}`}>{t('programs.viewApplication')}</Link>
      </Notice>
    );
  }
  return <ApplyLink program={program} />;
}

export default function ProgramDetailPage({ params }: ScreenProps) {
  const { user } = useSession();
  const {
    data: program,
    error,
    loading,
  } = useFetch<ProgramDetail>(`/resource/${encodeURIComponent(params.id)}`);
  const applicant = !!user && (APPLICANT_ACCOUNT_TYPES as readonly string[]).includes(user.accountType);
  if (loading) return <Loader />;
  if (error || !program) return <Notice kind="error">{error ?? t('errors.generic')}</Notice>;
  return (
    <article className="page page--narrow" aria-labelledby="program-title">
      <p>
        <Link to="/resources">
          <BackArrow />
          {t('programs.back')}
        </Link>
      </p>
      <div className="card">
        <div className="program__head">
          <h1 id="program-title">{program.ds_displayname}</h1>
          <span className="tag">{scopeLabel(program.scope)}</span>
        </div>
        {program.ds_description ? <p>{program.ds_description}</p> : null}
        <ProgramFacts program={program} />
        {program.eligibilityCriteria.length > 0 ? (
          <>
            <h2 id="eligibility-title">{t('programs.eligibility')}</h2>
            <EligibilityChecklist criteria={program.eligibilityCriteria} labelledBy="eligibility-title" />
            {applicant && program.canApply ? <EligibilityScreener program={program} /> : null}
          </>
        ) : null}
        {program.contactInfo.phone || program.contactInfo.email ? (
          <>
            <h2>{t('programs.contact')}</h2>
            <ul className="link-list">
              {program.contactInfo.phone ? (
                <li>
                  <a href={`tel:${program.contactInfo.phone.replace(/[^\d+]/g, '')}`}>
                    {program.contactInfo.phone}
                  </a>
                </li>
              ) : null}
              {program.contactInfo.email ? (
                <li>
                  <a href={`mailto:${program.contactInfo.email}`}>{program.contactInfo.email}</a>
                </li>
              ) : null}
            </ul>
          </>
        ) : null}
        {applicant ? (
          <div className="actions actions--start">
            <OwnApplication program={program} />
          </div>
        ) : null}
      </div>
    </article>
  );
}
