// The program catalogue (programs spec §2): the scope filter, each program with its details and apply links.
import { APPLICANT_ACCOUNT_TYPES } from '@server/modules/programs/account-groups.js';
import { defaultScopeFor, SCOPE_FILTERS, type ScopeFilter } from '@server/modules/programs/scope.js';
import { useState } from 'react';
import { t, tMaybe } from '../i18n/i18n';
import { Link } from '../router/router';
import { useSession } from '../session/session';
import { Loader, Notice } from '../ui/controls';
import { useFetch } from './api';
import type { ProgramView } from './types';

export const scopeLabel = (scope: string): string => tMaybe(`scope.${scope}`) ?? scope;

/** Why a program cannot be applied to here, in words; the two reasons with a way on are shown apart. */
const REASON_TEXT = {
  closed: 'programs.closed',
  notOpenYet: 'programs.notOpenYet',
  noBudget: 'programs.noBudget',
} as const;

/**
 * The way to apply the server says there is (canApply): Apply, the partner's site for a third-party program,
 * "already applied" with the way to the applications, or why not in words. Never an Apply that would fail.
 */
export function ApplyLink({ program }: { program: ProgramView }) {
  const reason = program.canApply ? null : program.cannotApplyReason;
  if (reason === 'alreadyApplied') {
    return (
      <Notice kind="info">
        {t('programs.alreadyApplied')} <Link to="/applications">{t('nav.myApplications')}</Link>
      </Notice>
    );
  }
  if (reason && reason !== 'thirdParty') return <p className="muted">{t(REASON_TEXT[reason])}</p>;
  if (reason === 'thirdParty' && program.resource.ds_resourceapplyurl) {
    return (
      <a className="button" href={program.resource.ds_resourceapplyurl} target="_blank" rel="noopener">
        {t('programs.applyOutside')}
        <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
      </a>
    );
  }
  return (
    <Link className="button" to={`/confirmation-resource/${program.cd_resource}`}>
      {t('programs.apply')}
      <span className="visually-hidden"> {program.ds_displayname}</span>
    </Link>
  );
}

export default function ResourcesPage() {
  const { user } = useSession();
  const [scope, setScope] = useState<ScopeFilter>(() => (user ? defaultScopeFor(user.accountType) : 'all'));
  const { data, error, loading } = useFetch<ProgramView[]>(
    `/instanceresources?scope=${encodeURIComponent(scope)}`,
  );
  const applicant = !!user && (APPLICANT_ACCOUNT_TYPES as readonly string[]).includes(user.accountType);
  return (
    <section className="page" aria-labelledby="resources-title">
      <div className="page__head">
        <h1 id="resources-title">{t('programs.title')}</h1>
        <div className="field field--inline">
          <label htmlFor="scope">{t('programs.scope')}</label>
          <select id="scope" value={scope} onChange={(e) => setScope(e.target.value as ScopeFilter)}>
            {SCOPE_FILTERS.map((value) => (
              <option key={value} value={value}>
                {scopeLabel(value)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {loading ? <Loader /> : null}
      {error ? <Notice kind="error">{error}</Notice> : null}
      {data && data.length === 0 ? <p className="muted">{t('programs.none')}</p> : null}
      <ul className="program-grid">
        {data?.map((program) => (
          <li key={program.cd_resource} className="card program">
            <div className="program__head">
              <h2>
                <Link to={`/resources/${program.cd_resource}`}>{program.ds_displayname}</Link>
              </h2>
              <span className="tag">{scopeLabel(program.scope)}</span>
            </div>
            {program.ds_description ? <p>{program.ds_description}</p> : null}
            <div className="actions actions--start">
              <Link className="button button--secondary" to={`/resources/${program.cd_resource}`}>
                {t('programs.details')}
                <span className="visually-hidden"> {program.ds_displayname}</span>
              </Link>
              {applicant ? <ApplyLink program={program} /> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
