// The catalogue's scope filter (programs spec §2 "Program catalogue and applications").
import type { AccountType } from '../accounts/account-type.js';
import type { ProgramScope } from './entities/program.entity.js';

export const PROGRAM_SCOPES: readonly ProgramScope[] = ['National', 'State', 'Local', 'Private'];

export type ScopeFilter = 'all' | ProgramScope;

/** The filter values, in the order the catalogue offers them. */
export const SCOPE_FILTERS: readonly ScopeFilter[] = ['all', ...PROGRAM_SCOPES];

/** Government accounts start on their local programs; everyone else sees all of them. */
export const defaultScopeFor = (accountType: AccountType): ScopeFilter =>
  accountType === 'Government' ? 'Local' : 'all';

export const matchesScope = (programScope: ProgramScope, filter: ScopeFilter): boolean =>
  filter === 'all' || programScope === filter;
