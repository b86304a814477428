// The program catalogue (programs spec §2): the scope filter, each program with its details and apply links.

import { type CatalogueSearch, matchesCatalogueSearch } from '@server/contract/program-terms.js';
import { APPLICANT_ACCOUNT_TYPES } from '@server/modules/programs/account-groups.js';
import { defaultScopeFor, SCOPE_FILTERS, type ScopeFilter } from '@server/modules/programs/scope.js';
import { useMemo, useState } from 'react';
import { t, tMaybe } from '../i18n/i18n';
import { Link } from '../router/router';
import { useSession } from '../session/session';
import { Loader, Notice } from '../ui/controls';
import { useFetch } from './api';
import { CatalogueSearchForm, EligibilityChecklist, ProgramFacts, reasonText } from './ProgramTerms';
import type { ProgramView } from './types';

export const scopeLabel = (scope: string): string => tMaybe(`scope.${scope}`) ?? scope;

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
  // Closed, not open yet (with its opening date) or out of budget: said in words, with no Apply.
  if (reason && reason !== 'thirdParty') return <p className="why-not">{reasonText(program)}</p>;
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
  const [search, setSearch] = useState<CatalogueSearch>({ text: '', deadline: 'any', amountAtLeast: null });
  const shown = useMemo(
    () => data?.filter((program) => matchesCatalogueSearch(program, search, new Date())),
    [data, search],
  );
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
      <CatalogueSearchForm search={search} onChange={setSearch} />
      {loading ? <Loader /> : null}
      {error ? <Notice kind="error">{error}</Notice> : null}
      {shown ? (
        <p className="muted" role="status">
          {shown.length === 0 ? t('programs.none') : t('programs.count', { smart_count: shown.length })}
        </p>
      ) : null}
      <ul className="program-grid">
        {shown?.map((program) => (
          <li key={program.cd_resource} className="card program">
            <div className="program__head">
              <h2>
                <Link to={`/resources/${program.cd_resource}`}>{program.ds_displayname}</Link>
              </h2>
              <span className="tag">{scopeLabel(program.scope)}</span>
            </div>
            {program.ds_description ? <p>{program.ds_description}</p> : null}
            <ProgramFacts program={program} />
            {program.eligibilityCriteria.length > 0 ? (
              <>
                <h3 className="checklist__title" id={`criteria-${program.cd_resource}`}>
                  {t('programs.eligibility')}
                </h3>
                <EligibilityChecklist
                  criteria={program.eligibilityCriteria}
                  brief
                  labelledBy={`criteria-${program.cd_resource}`}
                />
              </>
            ) : null}
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
