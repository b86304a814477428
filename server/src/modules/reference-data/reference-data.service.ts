import { Injectable } from '@nestjs/common';
import { notFound } from '../../common/errors/domain.exception.js';
import type {
  Country,
  Industry,
  ReferenceItem,
  ReferenceListKind,
  UsCounty,
  UsState,
} from '../../contract/profiles.js';
import { ReferenceDataRepository } from './reference-data.repository.js';

interface Loaded {
  states: UsState[];
  stateCodes: Set<string>;
  countiesByState: Map<string, UsCounty[]>;
  countries: Country[];
  industries: Industry[];
  lists: Map<string, ReferenceItem[]>;
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/**
 * The community reference data, read once per process and kept: it changes only with a migration, which a
 * restart brings, so every process holds the same lists.
 */
@Injectable()
export class ReferenceDataService {
  private loaded: Promise<Loaded> | null = null;

  constructor(private readonly repository: ReferenceDataRepository) {}

  private data(): Promise<Loaded> {
    this.loaded ??= this.load().catch((error: unknown) => {
      this.loaded = null; // a database outage is not remembered
      throw error;
    });
    return this.loaded;
  }

  private async load(): Promise<Loaded> {
    const [states, counties, countries, industries, items] = await Promise.all([
      this.repository.states(),
      this.repository.counties(),
      this.repository.countries(),
      this.repository.industries(),
      this.repository.listItems(),
    ]);
    const lists = new Map(
      [...groupBy(items, (i) => i.kind)].map(([kind, rows]) => [
        kind,
        rows.map(({ code, name }) => ({ code, name })),
      ]),
    );
    const stateCodes = new Set(states.map((s) => s.code));
    return {
      states,
      stateCodes,
      countiesByState: groupBy(counties, (c) => c.state),
      countries,
      industries,
      lists,
    };
  }

  async states(): Promise<UsState[]> {
    return (await this.data()).states;
  }

  /** A state's counties; one of them when `fips` is given (404 countyNotFound when the state lacks it). */
  async counties(state: string, fips?: string): Promise<UsCounty[]> {
    const { countiesByState, stateCodes } = await this.data();
    const code = state.trim().toUpperCase();
    if (!stateCodes.has(code)) throw notFound('stateNotFound', `There is no state ${state}`);
    const counties = countiesByState.get(code) ?? [];
    if (fips === undefined) return counties;
    const one = counties.filter((c) => c.fips === fips.trim());
    if (one.length === 0) throw notFound('countyNotFound', `${code} has no county ${fips}`);
    return one;
  }

  async countries(): Promise<Country[]> {
    return (await this.data()).countries;
  }

  async industries(): Promise<Industry[]> {
    return (await this.data()).industries;
  }

  async list(kind: ReferenceListKind): Promise<ReferenceItem[]> {
    return (await this.data()).lists.get(kind) ?? [];
  }

  async isState(code: string): Promise<boolean> {
    return (await this.data()).stateCodes.has(code);
  }

  async isCountyOf(state: string, fips: string): Promise<boolean> {
    return ((await this.data()).countiesByState.get(state) ?? []).some((c) => c.fips === fips);
  }
}
