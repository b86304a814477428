import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  conflict,
  DomainException,
  type FieldError,
  unprocessable,
} from '../../common/errors/domain.exception.js';
import { compileResource } from '../../resources/compiled-resource.js';
import { checkBody } from '../../resources/field-values.js';
import { brandingResource } from './branding.resource.js';
import { Instance, type ProgramType } from './entities/instance.entity.js';
import {
  BRANDING_FIELDS,
  chooseLanguages,
  featuresProblem,
  instanceIdProblem,
  nameProblem,
  normalSubdomain,
  programTypeProblem,
  subdomainProblem,
  unknownBrandingFields,
} from './instance-setup.js';

/** A new instance, as `porchlight instance create` takes it. */
export interface NewInstance {
  subdomain: string;
  name: string;
  programType: ProgramType;
  /** Branding fields in their wire names (ds_portalTitle, ic_captcha, ...); absent: no branding yet. */
  branding?: Record<string, unknown>;
  /** Codes of the language list; absent or empty: the whole list. */
  languages?: readonly string[];
  /** Instance features (contract/instance-features.ts); absent: none. */
  features?: readonly string[];
  /** A fixed id; absent: the next one. */
  id?: number;
}

/** Where instances are set up and looked up by operators: the one place a new instance is created. */
@Injectable()
export class InstanceSetupService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Checks every rule, reports every broken one at once, then creates the instance: in a transaction of its
   * own, or in the caller's through `manager` (a seed loads its whole document in one).
   */
  async create(input: NewInstance, manager?: EntityManager): Promise<Instance> {
    const subdomain = normalSubdomain(input.subdomain);
    const errors: FieldError[] = [];
    const problems = [
      input.id !== undefined ? instanceIdProblem(input.id) : null,
      subdomainProblem(subdomain),
      nameProblem(input.name),
      programTypeProblem(input.programType),
      featuresProblem(input.features ?? []),
    ];
    for (const problem of problems) if (problem) errors.push(problem);
    const offered = chooseLanguages(input.languages ?? []);
    if ('field' in offered) errors.push(offered);
    const branding = input.branding ? this.brandingColumns(input.branding, errors) : {};
    if (errors.length > 0 || 'field' in offered) throw unprocessable(errors);

    const insert = async (tx: EntityManager) => {
      await this.refuseTaken(tx, subdomain, input.id);
      const row: Record<string, unknown> = {
        ...(input.id !== undefined ? { id: input.id } : {}),
        subdomain,
        name: input.name.trim(),
        programType: input.programType,
        languages: offered.languages,
        defaultLanguage: offered.defaultLanguage,
        features: [...new Set(input.features ?? [])],
        // Without branding of its own, login always asks for the captcha token (captcha.service.ts).
        hasBranding: input.branding !== undefined,
        ...branding,
      };
      // The columns are named, so a fixed id is written rather than left to the sequence.
      const result = await tx
        .createQueryBuilder()
        .insert()
        .into(Instance, Object.keys(row))
        .values(row)
        .execute();
      const { id } = result.identifiers[0] as { id: number };
      // A fixed id leaves the sequence behind; the next instance created without one must not collide.
      if (input.id !== undefined) {
        await tx.query(
          "SELECT setval(pg_get_serial_sequence('instances', 'id'), (SELECT max(id) FROM instances))",
        );
      }
      return tx.findOneByOrFail(Instance, { id });
    };
    return manager ? insert(manager) : this.dataSource.transaction(insert);
  }

  /** Every instance, by id. */
  list(): Promise<Instance[]> {
    return this.dataSource.getRepository(Instance).find({ order: { id: 'ASC' } });
  }

  /** An instance by its sub-domain (any case) or, for a number, its id; null when there is none. */
  find(reference: string): Promise<Instance | null> {
    const repository = this.dataSource.getRepository(Instance);
    const trimmed = reference.trim();
    return /^\d{1,9}$/.test(trimmed)
      ? repository.findOneBy({ id: Number(trimmed) })
      : repository.findOneBy({ subdomain: normalSubdomain(trimmed) });
  }

  /**
   * The instance columns of a branding document: unknown keys are refused by name, values are checked as
   * the branding resource checks an administrator's edit (types, lengths, no emptied required field).
   */
  private brandingColumns(branding: Record<string, unknown>, errors: FieldError[]): Record<string, unknown> {
    const unknown = unknownBrandingFields(branding);
    if (unknown) errors.push(unknown);
    const known = Object.fromEntries(
      BRANDING_FIELDS.filter((field) => field.name in branding).map((field) => [
        field.name,
        branding[field.name],
      ]),
    );
    try {
      return checkBody(
        compileResource(this.dataSource, brandingResource, [brandingResource]),
        known,
        'update',
      );
    } catch (error) {
      if (!(error instanceof DomainException) || !error.errors) throw error;
      errors.push(...error.errors);
      return {};
    }
  }

  private async refuseTaken(manager: EntityManager, subdomain: string, id: number | undefined) {
    const owner = await manager.findOneBy(Instance, { subdomain });
    if (owner) {
      throw conflict('subdomainTaken', `The sub-domain ${subdomain} belongs to instance ${owner.id}`);
    }
    if (id === undefined) return;
    const holder = await manager.findOneBy(Instance, { id });
    if (holder) throw conflict('instanceIdTaken', `The instance id ${id} belongs to ${holder.subdomain}`);
  }
}
