import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

// Community reference data (programs spec §3 "Community data"): the same for every instance, seeded by the
// ReferenceData migration and read only by the reference-data domain.

/** A US state or DC. */
@Entity('ref_states')
export class UsStateRow {
  /** The postal code, as addresses write it (CA). */
  @PrimaryColumn({ type: 'varchar', length: 2 })
  code: string;

  @Column({ type: 'varchar', length: 2, unique: true })
  fips: string;

  @Column({ type: 'varchar', length: 60 })
  name: string;
}

/** A county or county equivalent, by its 5-digit FIPS code (state then county). */
@Entity('ref_counties')
@Index('ix_ref_counties_state', ['state'])
export class UsCountyRow {
  @PrimaryColumn({ type: 'varchar', length: 5 })
  fips: string;

  /** The state's postal code. */
  @Column({ type: 'varchar', length: 2 })
  state: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;
}

/** An ISO 3166-1 country. */
@Entity('ref_countries')
export class CountryRow {
  @PrimaryColumn({ type: 'varchar', length: 2 })
  alpha2: string;

  @Column({ type: 'varchar', length: 3 })
  alpha3: string;

  @Column({ type: 'varchar', length: 3 })
  numeric: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;
}

/** A NAICS sector or subsector with the BLS supersector and domain of its sector. */
@Entity('ref_industries')
export class IndustryRow {
  @PrimaryColumn({ type: 'varchar', length: 5 })
  code: string;

  @Column({ type: 'varchar', length: 150 })
  industry: string;

  @Column({ type: 'varchar', length: 5 })
  sector: string;

  @Column({ type: 'varchar', length: 60 })
  supersector: string;

  @Column({ type: 'varchar', length: 30 })
  domain: string;
}

/** An entry of a short reference list (income types, license types, ...), in the list's order. */
@Entity('ref_list_items')
export class ReferenceListItemRow {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  kind: string;

  @PrimaryColumn({ type: 'varchar', length: 40 })
  code: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column('int')
  position: number;
}
