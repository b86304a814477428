// A program's deadline, award and eligibility as the catalogue and the program page show them, and the
// catalogue's search (issue 18). The rule of the search is the contract's (program-terms.ts).

import {
  type CatalogueSearch,
  DEADLINE_FILTERS,
  type DeadlineFilter,
} from '@server/contract/program-terms.js';
import type { EligibilityCriterion } from '@server/contract/programs.js';
import { t, textLanguage } from '../i18n/i18n';
import { formatDate } from './api';
import type { ProgramView } from './types';

const money = (dollars: number) =>
  new Intl.NumberFormat(textLanguage(), {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
  }).format(dollars);

/** The award in words: a range, "up to", "from", or null where the program states none. */
export function amountText(p: Pick<ProgramView, 'amountMin' | 'amountMax'>): string | null {
  const { amountMin: min, amountMax: max } = p;
  if (min !== null && max !== null) {
    return min === max ? money(max) : t('programs.amountRange', { min: money(min), max: money(max) });
  }
  if (max !== null) return t('programs.amountUpTo', { max: money(max) });
  if (min !== null) return t('programs.amountFrom', { min: money(min) });
  return null;
}

/** The deadline and the award, as a short list of facts (nothing where the program states neither). */
export function ProgramFacts({ program }: { program: ProgramView }) {
  const amount = amountText(program);
  const language = textLanguage();
  if (!amount && !program.closesAt && !program.opensAt) return null;
  return (
    <dl className="program-facts">
      {program.opensAt && Date.parse(program.opensAt) > Date.now() ? (
        <div>
          <dt>{t('programs.opens')}</dt>
          <dd>{formatDate(program.opensAt, language)}</dd>
        </div>
      ) : null}
      {program.closesAt ? (
        <div>
          <dt>{t('programs.deadline')}</dt>
          <dd>{formatDate(program.closesAt, language)}</dd>
        </div>
      ) : null}
      {amount ? (
        <div>
          <dt>{t('programs.amount')}</dt>
          <dd>{amount}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** The eligibility criteria as a checklist; `brief` (the catalogue card) shows the first few labels only. */
export function EligibilityChecklist({
  criteria,
  brief = false,
  labelledBy,
}: {
  criteria: EligibilityCriterion[];
  brief?: boolean;
  labelledBy?: string;
}) {
  const shown = brief ? criteria.slice(0, 3) : criteria;
  if (shown.length === 0) return null;
  return (
    <ul className={`checklist${brief ? ' checklist--brief' : ''}`} aria-labelledby={labelledBy}>
      {shown.map((criterion) => (
        <li key={criterion.label}>
          {criterion.label}
          {!brief && criterion.description ? <span className="muted"> — {criterion.description}</span> : null}
        </li>
      ))}
      {brief && criteria.length > shown.length ? (
        <li className="muted">
          {t('programs.moreCriteria', { smart_count: criteria.length - shown.length })}
        </li>
      ) : null}
    </ul>
  );
}

/** Why a program cannot be applied to, in words, with the opening date where it is not open yet. */
export function reasonText(program: ProgramView): string | null {
  const reason = program.canApply ? null : program.cannotApplyReason;
  if (reason === 'notOpenYet' && program.opensAt) {
    return t('programs.opensOn', { date: formatDate(program.opensAt, textLanguage()) });
  }
  if (reason === 'notOpenYet') return t('programs.notOpenYet');
  if (reason === 'closed') return t('programs.closed');
  if (reason === 'noBudget') return t('programs.noBudget');
  return null;
}

const DEADLINE_LABEL: Record<
  DeadlineFilter,
  'programs.deadlineAny' | 'programs.openNow' | 'programs.closingSoon'
> = {
  any: 'programs.deadlineAny',
  openNow: 'programs.openNow',
  closingSoon: 'programs.closingSoon',
};

/** The text, deadline and amount search above the catalogue; every change applies at once. */
export function CatalogueSearchForm({
  search,
  onChange,
}: {
  search: CatalogueSearch;
  onChange: (search: CatalogueSearch) => void;
}) {
  return (
    // A search landmark of fields that filter as they change: nothing to submit.
    <search className="catalogue-search">
      <div className="field">
        <label htmlFor="catalogue-text">{t('programs.searchText')}</label>
        <input
          id="catalogue-text"
          type="search"
          value={search.text}
          onChange={(e) => onChange({ ...search, text: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor="catalogue-deadline">{t('programs.searchDeadline')}</label>
        <select
          id="catalogue-deadline"
          value={search.deadline}
          onChange={(e) => onChange({ ...search, deadline: e.target.value as DeadlineFilter })}
        >
          {DEADLINE_FILTERS.map((value) => (
            <option key={value} value={value}>
              {t(DEADLINE_LABEL[value])}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="catalogue-amount">{t('programs.searchAmount')}</label>
        <input
          id="catalogue-amount"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={search.amountAtLeast ?? ''}
          onChange={(e) => {
            const value = e.target.value === '' ? null : Number(e.target.value);
            onChange({ ...search, amountAtLeast: value !== null && Number.isFinite(value) ? value : null });
          }}
        />
      </div>
    </search>
  );
}
