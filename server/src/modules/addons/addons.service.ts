import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { unprocessable } from '../../common/errors/domain.exception.js';
import {
  type Addon,
  type AddonGiven,
  addonErrors,
  type ChosenAddon,
  chosenAddons,
} from '../../contract/addons.js';
import { todayAnywhere } from '../../contract/form-answers.js';
import { AddonsRepository } from './addons.repository.js';

/** A program's add-ons, and the ones a submission chose. */
@Injectable()
export class AddonsService {
  constructor(private readonly addons: AddonsRepository) {}

  ofProgram(instanceId: number, programId: number): Promise<Addon[]> {
    return this.addons.ofProgram(instanceId, programId);
  }

  /** The add-ons a submission chose, as the application keeps them; 422 by field when they do not do. */
  async chosen(
    manager: EntityManager,
    program: { instanceId: number; id: number },
    given: readonly AddonGiven[],
  ): Promise<ChosenAddon[]> {
    if (given.length === 0) return [];
    const addons = await this.addons.ofProgram(program.instanceId, program.id, manager);
    const errors = addonErrors(addons, given, todayAnywhere(new Date()));
    if (errors.length > 0) throw unprocessable(errors);
    return chosenAddons(addons, given);
  }
}
