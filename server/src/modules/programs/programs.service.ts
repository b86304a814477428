import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { conflict, forbidden, notFound, unprocessable } from '../../common/errors/domain.exception.js';
import type { Addon, AddonGiven } from '../../contract/addons.js';
import { householdKey } from '../../contract/application-rules.js';
import { applyAbility, PROGRAM_CLOSED_REFUSALS, programClosedReason } from '../../contract/can-apply.js';
import type { AcceptedDeclaration, Declaration, DeclarationGiven } from '../../contract/declarations.js';
import {
  type ApplicantApplicationView,
  continueRefusal,
  DRAFT_REFUSALS,
  type DraftRefusal,
  nextStepOf,
  startRefusal,
} from '../../contract/drafts.js';
import { fillMessage, keptAnswers, type MessageParams } from '../../contract/form-answers.js';
import { formFrameOf } from '../../contract/form-frames.js';
import type {
  ApplicationSummaryView,
  FormField,
  ProgramDetailView,
  ProgramView,
} from '../../contract/programs.js';
import { ENTITY_TYPE } from '../accounts/entities/account.entity.js';
import { COMMUNITY_ENTITY_TYPE } from '../accounts/instance-constants.js';
import { AddonsService } from '../addons/addons.service.js';
import { ApplicationRulesService } from '../application-rules/application-rules.service.js';
import { ApplicationsRepository } from '../applications/applications.repository.js';
import { Application } from '../applications/entities/application.entity.js';
import { CommunicationsService } from '../communications/communications.service.js';
import { DeclarationsService } from '../declarations/declarations.service.js';
import { FilesService } from '../files/files.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { ProfilesService } from '../profiles/profiles.service.js';
import { statusColour } from '../queue/status-colour.js';
import { ResourceUsesRepository } from '../resource-uses/resource-uses.repository.js';
import { ValidationsService } from '../validations/validations.service.js';
import { draftStateOf, submittedStateOf } from '../workflow/draft-state.js';
import { Workflow } from '../workflow/entities/workflow.entity.js';
import { WorkflowState } from '../workflow/entities/workflow-state.entity.js';
import { assertAnswersHold } from './answer-checks.js';
import { applicationNotFound } from './application-scope.js';
import { assertEligibleOrAccepted } from './eligibility-checks.js';
import { Program } from './entities/program.entity.js';
import { fileIdsOfAnswers } from './file-answers.js';
import { defaultScopeFor, matchesScope, type ScopeFilter } from './scope.js';
import { isThirdPartyProgram } from './third-party.js';

type CommunityType = 1 | 2;
/** What a submission gives: the answers, whether it is a draft, and the statements accepted. */
type Given = {
  answers: Record<string, unknown>;
  draft: boolean;
  declarations: DeclarationGiven[];
  addons: AddonGiven[];
  /** Staff applying for the applicant (bulk applications): who, and what the audit event says. */
  onBehalf?: OnBehalf;
};

/** The staff member who applies for an applicant, and the comment of the application's audit event. */
export interface OnBehalf {
  actorUserId: number;
  comment: string;
}

export type { ApplicationSummaryView, ProgramDetailView, ProgramView };

/** The community type a caller applies as; null for staff accounts. */
export function communityTypeOf(caller: SessionCaller): CommunityType | null {
  const { account } = caller;
  if (account.entityType === ENTITY_TYPE.government) return null;
  return (
    account.communityEntityType ??
    (account.entityType === ENTITY_TYPE.business
      ? COMMUNITY_ENTITY_TYPE.business
      : COMMUNITY_ENTITY_TYPE.individual)
  );
}

const programNotFound = (id: number) => notFound('programNotFound', `The program ${id} does not exist`);
const AUDIENCE_NAME: Record<CommunityType, string> = { 1: 'businesses', 2: 'individuals' };
const hasNul = (value: unknown) => JSON.stringify(value)?.includes('\\u0000') ?? false;

/** Refuses with the rule's code (409) and its message filled in. */
function refuseIf(refusal: DraftRefusal | null, params: MessageParams): void {
  if (refusal !== null) throw conflict(refusal, fillMessage(DRAFT_REFUSALS[refusal], params));
}

/** The program catalogue, program details and an applicant's applications (programs spec §2, §3, §7). */
@Injectable()
export class ProgramsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly validations: ValidationsService,
    private readonly applications: ApplicationsRepository,
    private readonly files: FilesService,
    private readonly communications: CommunicationsService,
    private readonly notifications: NotificationsService,
    private readonly profiles: ProfilesService,
    private readonly declarations: DeclarationsService,
    private readonly rules: ApplicationRulesService,
    private readonly resourceUses: ResourceUsesRepository,
    private readonly addons: AddonsService,
  ) {}

  /**
   * Applicants see the active programs open to their community type; staff see every program of the
   * instance. The scope filter defaults by account type.
   */
  async catalogue(
    caller: SessionCaller,
    scope: ScopeFilter | undefined,
    ownHosts: string[],
  ): Promise<ProgramView[]> {
    const filter = scope ?? defaultScopeFor(caller.accountType);
    const programs = await this.visiblePrograms(caller)
      .orderBy('p.display_name')
      .addOrderBy('p.id')
      .getMany();
    const [applied, awarded] = await Promise.all([
      this.programsAppliedTo(caller),
      this.awardedByProgram(caller.instance.id),
    ]);
    return programs
      .filter((p) => matchesScope(p.scope, filter))
      .map((p) => this.view(p, ownHosts, { applied, awarded }));
  }

  async detail(caller: SessionCaller, id: number, ownHosts: string[]): Promise<ProgramDetailView> {
    const program = await this.visibleProgram(caller, id);
    const [applied, awarded] = await Promise.all([
      this.programsAppliedTo(caller),
      this.awardedByProgram(caller.instance.id, [id]),
    ]);
    return {
      ...this.view(program, ownHosts, { applied, awarded }),
      eligibilityCriteria: program.eligibilityCriteria,
      formFields: program.formFields,
      settings: program.settings,
      contactInfo: program.contactInfo,
      alreadyApplied: applied.has(program.id),
      ...(await this.ownApplications(caller, program.id)),
    };
  }

  async eligibilityCriteria(caller: SessionCaller, programId: number) {
    const program = await this.visibleProgram(caller, programId);
    return program.eligibilityCriteria.map((criterion, index) => ({
      id: index + 1,
      programId,
      ...criterion,
    }));
  }

  /** GET custom-resource-application-fields: the form's fields of a program the caller may see, in the form's order. */
  async formFieldsOf(caller: SessionCaller, programId: number): Promise<FormField[]> {
    return (await this.visibleProgram(caller, programId)).formFields;
  }

  /** GET resource-instance-declarations: the statements of a program the caller may see, in reading order. */
  async declarationsOf(caller: SessionCaller, programId: number): Promise<Declaration[]> {
    await this.visibleProgram(caller, programId);
    return this.declarations.ofProgram(caller.instance.id, programId);
  }

  /** GET addons: the add-ons of a program the caller may see, in order. */
  async addonsOf(caller: SessionCaller, programId: number): Promise<Addon[]> {
    await this.visibleProgram(caller, programId);
    return this.addons.ofProgram(caller.instance.id, programId);
  }

  /**
   * submit-application/{instance}/community-type/{type}: a new application (in the workflow's initial state,
   * or kept in Form in progress as a draft), or, naming `applicationId`, the account's draft saved again or
   * submitted; answers checked (a draft's may be incomplete), audit events and, once submitted, a first
   * validation run, all in one transaction. The applicant's account row is locked first, so two submissions at
   * once cannot both pass the rules on what the account holds. The uploads the answers' file fields name
   * become the application's documents.
   */
  async submit(
    caller: SessionCaller,
    instanceId: number,
    type: CommunityType,
    body: {
      programId?: number;
      answers?: Record<string, unknown>;
      draft?: boolean;
      applicationId?: number;
      declarations?: DeclarationGiven[];
      addons?: AddonGiven[];
    },
  ): Promise<ApplicationSummaryView> {
    if (instanceId !== caller.instance.id) {
      throw forbidden('wrongInstance', 'You are not signed in to this instance');
    }
    if (communityTypeOf(caller) !== type) {
      throw forbidden('communityTypeMismatch', `Your account cannot apply as ${AUDIENCE_NAME[type]}`);
    }
    const answers = body.answers ?? {};
    if (hasNul(answers)) {
      throw unprocessable([
        { field: 'answers', code: 'invalidCharacters', message: 'The answers contain a NUL character' },
      ]);
    }
    const given = {
      answers,
      draft: body.draft === true,
      declarations: body.declarations ?? [],
      addons: body.addons ?? [],
    };
    const saved = await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT id FROM accounts WHERE instance_id = $1 AND id = $2 FOR UPDATE', [
        caller.instance.id,
        caller.account.id,
      ]);
      return body.applicationId === undefined
        ? this.start(manager, caller, type, { ...given, programId: body.programId ?? 0 })
        : this.continueDraft(manager, caller, { ...given, id: body.applicationId });
    });
    await this.files.attach(caller, saved.fileIds, saved.id);
    const [view] = await this.applicationViews(caller, saved.id);
    return view;
  }

  /**
   * An application made by staff for an applicant (bulk applications), inside the caller's transaction: the
   * applicant's account locked and every check of their own submission held (their profile, their household,
   * their earlier applications), the audit event naming the staff member. Answers the application's ids.
   */
  async submitOnBehalf(
    manager: EntityManager,
    applicant: SessionCaller,
    given: { programId: number; answers: Record<string, unknown>; onBehalf: OnBehalf },
  ): Promise<{ id: number; externalId: string }> {
    if (hasNul(given.answers)) {
      throw unprocessable([
        { field: 'answers', code: 'invalidCharacters', message: 'The answers contain a NUL character' },
      ]);
    }
    await manager.query('SELECT id FROM accounts WHERE instance_id = $1 AND id = $2 FOR UPDATE', [
      applicant.instance.id,
      applicant.account.id,
    ]);
    const type = communityTypeOf(applicant) ?? COMMUNITY_ENTITY_TYPE.individual;
    const { id } = await this.start(manager, applicant, type, {
      ...given,
      draft: false,
      declarations: [],
      addons: [],
    });
    return { id, externalId: externalIdFor(id) };
  }

  /** A new application: submitted at once into the workflow's entry, or kept as a draft. */
  private async start(
    manager: EntityManager,
    caller: SessionCaller,
    type: CommunityType,
    given: Given & { programId: number },
  ) {
    const program = await manager
      .getRepository(Program)
      .findOneBy({ instanceId: caller.instance.id, id: given.programId });
    if (!program) throw programNotFound(given.programId);
    await this.assertTakingApplications(manager, program);
    await this.assertMayStart(manager, caller, program, { type, draft: given.draft });
    const { workflow, initial } = await this.entryOf(manager, program);
    assertAnswersHold(ownForm(program), given.answers, { draft: given.draft });
    const answers = keptAnswers(ownForm(program), given.answers);
    const flagIneligible = await this.ineligibleAccepted(manager, caller, program, given);
    const declarations = await this.declarationsAccepted(manager, program, given);
    const addons = given.draft ? [] : await this.addons.chosen(manager, program, given.addons);
    const household = await this.assertRulesAllow(manager, caller, program, given);
    const applicant = await this.applicantOf(manager, caller);
    const state = given.draft
      ? await draftStateOf(manager, initial)
      : await submittedStateOf(manager, initial);
    const application = {
      instanceId: caller.instance.id,
      programId: program.id,
      workflowId: workflow.id,
      currentStateId: state.id,
      applicantUserId: caller.user.id,
      applicantAccountId: caller.account.id,
      communityEntityType: type,
      applicantName: applicant.name,
      organizationId: applicant.partnerOrganizationId,
      answers,
      declarations,
      addons,
      householdKey: household,
      submittedAt: given.draft ? null : new Date(),
    };
    const id = await this.applications.insertApplication(manager, application);
    // Named after the row's own id, in the same transaction.
    await this.applications.setExternalId(manager, caller.instance.id, id, externalIdFor(id));
    // A draft's start is a move into Form in progress (staff's history and the movements show it).
    await this.applications.appendEvents(manager, [
      {
        instanceId: caller.instance.id,
        applicationId: id,
        type: given.draft ? 'status' : 'submitted',
        actorUserId: given.onBehalf?.actorUserId ?? caller.user.id,
        toStateId: state.id,
        comment: given.onBehalf?.comment ?? null,
      },
    ]);
    if (!given.draft) {
      await this.validations.runRules(manager, { ...application, id }, { flagIneligible });
      await this.notifications.applicationsChanged(manager, caller.instance.id, [
        { applicationId: id, kind: 'submitted', toStateId: state.id },
      ]);
    }
    return { id, fileIds: fileIdsOfAnswers(ownForm(program), given.answers) };
  }

  /**
   * Whether the account may start an application to the program: its audience, then the program's rules on
   * drafts and on applications held (409). A program with a form frame is started as a draft only: its external
   * form is filled while the application waits in Form in progress, whatever the draft settings.
   */
  private async assertMayStart(
    manager: EntityManager,
    caller: SessionCaller,
    program: Program,
    { type, draft }: { type: CommunityType; draft: boolean },
  ): Promise<void> {
    if (!program.audience.includes(type)) {
      throw forbidden(
        'audienceNotAccepted',
        `The program ${program.displayName} does not take applications from ${AUDIENCE_NAME[type]}`,
      );
    }
    const framed = formFrameOf(program.settings) !== null;
    if (framed && !draft) {
      throw conflict(
        'applyThroughForm',
        `The program ${program.displayName} is applied to through its own form, which sends the application`,
      );
    }
    const held = await this.applications.heldApplications(manager, {
      instanceId: caller.instance.id,
      accountId: caller.account.id,
      programId: program.id,
    });
    refuseIf(
      startRefusal({
        draft,
        settings: framed
          ? { ...program.settings.Applications, ApplicantSubmission: true }
          : program.settings.Applications,
        allowMultipleApplications: program.allowMultipleApplications,
        held,
      }),
      { program: program.displayName },
    );
  }

  /** The account's draft saved again, or submitted: it leaves Form in progress for the workflow's entry. */
  private async continueDraft(manager: EntityManager, caller: SessionCaller, given: Given & { id: number }) {
    const owner = { instanceId: caller.instance.id, accountId: caller.account.id };
    const row = await this.applications.ownApplicationForUpdate(manager, owner, given.id);
    if (!row) throw applicationNotFound(given.id);
    const program = await manager
      .getRepository(Program)
      .findOneByOrFail({ instanceId: owner.instanceId, id: row.programId });
    // A draft is neither saved nor submitted once its program has closed (its deadline passed, say).
    await this.assertTakingApplications(manager, program);
    const held = await this.applications.heldApplications(manager, {
      ...owner,
      programId: row.programId,
      exceptId: row.id,
    });
    refuseIf(
      continueRefusal({
        draft: given.draft,
        submittedAt: row.submittedAt,
        allowMultipleApplications: program.allowMultipleApplications,
        held,
      }),
      { program: program.displayName, id: given.id },
    );
    assertAnswersHold(ownForm(program), given.answers, { draft: given.draft });
    const answers = keptAnswers(ownForm(program), given.answers);
    const flagIneligible = await this.ineligibleAccepted(manager, caller, program, given);
    const declarations = await this.declarationsAccepted(manager, program, given);
    const addons = given.draft ? [] : await this.addons.chosen(manager, program, given.addons);
    const household = await this.assertRulesAllow(manager, caller, program, { ...given, exceptId: row.id });
    const draft = {
      instanceId: owner.instanceId,
      id: row.id,
      actorUserId: caller.user.id,
      answers,
    };
    if (given.draft) {
      await this.applications.saveDraft(manager, draft);
    } else {
      const state = await submittedStateOf(
        manager,
        await this.initialStateOf(manager, { ...owner, workflowId: row.workflowId }),
      );
      await this.applications.saveDraft(manager, draft, {
        stateId: state.id,
        at: new Date(),
        declarations,
        addons,
        householdKey: household,
      });
      await this.applications.appendEvents(manager, [
        {
          instanceId: owner.instanceId,
          applicationId: row.id,
          type: 'submitted',
          actorUserId: caller.user.id,
          fromStateId: row.currentStateId,
          toStateId: state.id,
        },
      ]);
      await this.notifications.applicationsChanged(manager, owner.instanceId, [
        { applicationId: row.id, kind: 'submitted', toStateId: state.id },
      ]);
      await this.validations.runRules(
        manager,
        { ...row, ...owner, applicantUserId: caller.user.id, answers },
        { flagIneligible },
      );
    }
    return { id: row.id, fileIds: fileIdsOfAnswers(ownForm(program), given.answers) };
  }

  /**
   * A submission (not a draft) is held to the eligibility criteria: refused 422 notEligible, or, where the
   * program accepts ineligible applications, true so the validation center flags it.
   */
  private async ineligibleAccepted(
    manager: EntityManager,
    caller: SessionCaller,
    program: Program,
    given: { answers: Record<string, unknown>; draft: boolean },
  ): Promise<boolean> {
    if (given.draft) return false;
    const profile = await this.profiles.factsOf(caller, manager);
    return !assertEligibleOrAccepted(program, { answers: given.answers, profile }).eligible;
  }

  /** The program's statements a submission accepted (422 when a required one is not); a draft records none yet. */
  private declarationsAccepted(
    manager: EntityManager,
    program: Program,
    given: Given,
  ): Promise<AcceptedDeclaration[]> {
    if (given.draft) return Promise.resolve([]);
    return this.declarations.accepted(manager, program, given.declarations);
  }

  /**
   * A submission (not a draft) held to the program's application rules (409 with the rule broken); answers the
   * applicant's household (from the answers, then the profile) for the application to keep.
   */
  private async assertRulesAllow(
    manager: EntityManager,
    caller: SessionCaller,
    program: Program,
    given: Given & { exceptId?: number },
  ): Promise<string | null> {
    if (given.draft) return null;
    const profile = await this.profiles.factsOf(caller, manager);
    const household = householdKey({ ...profile, ...given.answers });
    await this.rules.assertAllowed(manager, program, async () => ({
      now: new Date(),
      ...(await this.applications.ruleFacts(manager, {
        instanceId: caller.instance.id,
        programId: program.id,
        accountId: caller.account.id,
        householdKey: household,
        exceptId: given.exceptId,
      })),
    }));
    return household;
  }

  /**
   * What each program has awarded, counted against its budget: its applications' awards and its resource uses
   * (docs/decisions.md "Resource uses"); inside submit's transaction when given its manager.
   */
  private async awardedByProgram(
    instanceId: number,
    programIds?: number[],
    manager?: EntityManager,
  ): Promise<Map<number, number>> {
    const [awards, uses] = await Promise.all([
      this.applications.awardedByProgram(instanceId, programIds, manager),
      this.resourceUses.usedByProgram(instanceId, programIds, manager),
    ]);
    for (const [programId, used] of uses) awards.set(programId, (awards.get(programId) ?? 0) + used);
    return awards;
  }

  /**
   * Whether the instance's money is spent: it has active programs, each with a budget, and none has any left
   * (find-login then answers not_enough_budget_for_login; access spec §2, docs/decisions.md).
   */
  async budgetsSpent(instanceId: number): Promise<boolean> {
    const programs = await this.dataSource.getRepository(Program).findBy({ instanceId, active: true });
    if (programs.length === 0 || programs.some((p) => p.budgetTotal === null)) return false;
    const awarded = await this.awardedByProgram(
      instanceId,
      programs.map((p) => p.id),
    );
    return programs.every((p) => (termsOf(p, awarded).budgetLeft ?? 1) <= 0);
  }

  /** 409 when the program takes no applications now, with the reason the catalogue gives (one rule). */
  private async assertTakingApplications(manager: EntityManager, program: Program): Promise<void> {
    const awarded = await this.awardedByProgram(program.instanceId, [program.id], manager);
    const reason = programClosedReason({
      ...termsOf(program, awarded),
      active: program.active,
      now: new Date(),
    });
    if (reason === null) return;
    const { code, message } = PROGRAM_CLOSED_REFUSALS[reason];
    const params = { program: program.displayName, opensAt: program.opensAt?.toISOString() ?? '' };
    throw conflict(code, fillMessage(message, params));
  }

  /** The signed-in account's applications, newest first, with each status name and colour. */
  mine(caller: SessionCaller): Promise<ApplicationSummaryView[]> {
    return this.applicationViews(caller);
  }

  /**
   * GET /api/applications/:id: the caller's own application as they see it: states by public label, a
   * timeline of the states it entered (never who moved it, nor staff comments), their documents and messages.
   */
  async applicantApplication(caller: SessionCaller, id: number): Promise<ApplicantApplicationView> {
    const owner = { instanceId: caller.instance.id, accountId: caller.account.id };
    const row = await this.applications.applicantApplication(owner, id);
    if (!row) throw applicationNotFound(id);
    const [events, documents, messages] = await Promise.all([
      this.applications.events(owner.instanceId, id, { stateNames: 'public' }),
      this.files.applicantDocuments(caller, id),
      this.communications.forApplicant(owner.instanceId, id),
    ]);
    const submittedAt = row.submittedAt?.toISOString() ?? null;
    return {
      id: row.id,
      externalId: row.externalId,
      program: { id: row.programId, name: row.programName },
      status: { name: row.publicLabel, colour: statusColour(row.stateName) },
      submittedAt,
      createdAt: row.createdAt.toISOString(),
      timeline: events
        .filter((e) => (e.kind === 'submitted' || e.kind === 'status') && e.to?.name)
        .map((e) => ({ state: e.to?.name ?? '', at: e.at }))
        .reverse(),
      answers: row.answers,
      formFields: row.formFields.map(({ name, label, type }) => ({ name, label, type })),
      documents,
      messages,
      nextStep: nextStepOf({ submittedAt, stateName: row.stateName }),
    };
  }

  private async applicationViews(caller: SessionCaller, onlyId?: number): Promise<ApplicationSummaryView[]> {
    const qb = this.dataSource
      .getRepository(Application)
      .createQueryBuilder('a')
      .innerJoin(Program, 'p', 'p.id = a.program_id AND p.instance_id = a.instance_id')
      .innerJoin(WorkflowState, 's', 's.id = a.current_state_id AND s.instance_id = a.instance_id')
      .select([
        'a.id AS id',
        'a.external_id AS "externalId"',
        'a.program_id AS "programId"',
        'p.display_name AS "programName"',
        'a.workflow_id AS "processId"',
        'a.applicant_name AS "applicantName"',
        'a.community_entity_type AS "communityEntityType"',
        's.id AS "stateId"',
        's.name AS "stateName"',
        // Applicants see the label meant for them; the colour still follows the state itself.
        'coalesce(s.public_label, s.name) AS "publicLabel"',
        'a.submitted_at AS "submittedAt"',
        'a.created_at AS "createdAt"',
      ])
      .where('a.instance_id = :instance AND a.applicant_account_id = :account', {
        instance: caller.instance.id,
        account: caller.account.id,
      })
      .orderBy('a.created_at', 'DESC')
      .addOrderBy('a.id', 'DESC');
    if (onlyId !== undefined) qb.andWhere('a.id = :id', { id: onlyId });
    const rows = await qb.getRawMany();
    return rows.map(({ stateId, stateName, publicLabel, submittedAt, createdAt, ...row }) => ({
      ...row,
      status: { id: stateId, name: publicLabel, colour: statusColour(stateName) },
      submittedAt: submittedAt?.toISOString() ?? null,
      createdAt: createdAt.toISOString(),
    }));
  }

  private visiblePrograms(caller: SessionCaller) {
    const qb = this.dataSource
      .getRepository(Program)
      .createQueryBuilder('p')
      .where('p.instance_id = :instance', { instance: caller.instance.id });
    const type = communityTypeOf(caller);
    if (type !== null) qb.andWhere('p.active AND :type = ANY(p.audience)', { type });
    return qb;
  }

  /** A program the caller may see; any other (or another instance's) is not found. */
  async visibleProgram(caller: SessionCaller, id: number): Promise<Program> {
    const program = await this.visiblePrograms(caller).andWhere('p.id = :id', { id }).getOne();
    if (!program) throw programNotFound(id);
    return program;
  }

  /** The program's process (its first workflow) and that workflow's initial state. */
  private async entryOf(manager: EntityManager, program: Program) {
    const workflow = await manager
      .getRepository(Workflow)
      .findOne({ where: { instanceId: program.instanceId, programId: program.id }, order: { id: 'ASC' } });
    const initial =
      workflow &&
      (await this.initialStateOf(manager, { instanceId: program.instanceId, workflowId: workflow.id }));
    if (!workflow || !initial) {
      throw conflict(
        'programNotReady',
        `The program ${program.displayName} has no workflow with an initial state yet`,
      );
    }
    return { workflow, initial };
  }

  private async initialStateOf(manager: EntityManager, of: { instanceId: number; workflowId: number }) {
    const initial = await manager.getRepository(WorkflowState).findOne({
      where: { instanceId: of.instanceId, workflowId: of.workflowId, isInitial: true },
      order: { id: 'ASC' },
    });
    if (!initial) throw conflict('programNotReady', 'The program has no workflow with an initial state yet');
    return initial;
  }

  /** The name the queue shows (itemName) and the partner that referred the applicant. */
  private async applicantOf(manager: EntityManager, caller: SessionCaller) {
    const { account, user } = caller;
    const userName = [user.firstName, user.lastName].filter(Boolean).join(' ');
    const [entity] =
      account.entityType === ENTITY_TYPE.business
        ? await manager.query(
            `SELECT company_name AS name, partner_organization_id AS partner FROM businesses WHERE instance_id = $1 AND id = $2`,
            [caller.instance.id, account.entityId],
          )
        : await manager.query(
            `SELECT concat_ws(' ', nullif(first_name, ''), nullif(last_name, '')) AS name,
                    partner_organization_id AS partner
               FROM individuals WHERE instance_id = $1 AND id = $2`,
            [caller.instance.id, account.entityId],
          );
    const name =
      (entity?.name as string | undefined)?.trim() || userName || user.email || user.phone || 'Applicant';
    return { name: name.slice(0, 200), partnerOrganizationId: (entity?.partner as number | null) ?? null };
  }

  /** The programs the caller's account applied to; none for staff, who judge a program as a newcomer would. */
  // The program page offers to continue a draft and links to an application submitted.
  private ownApplications(
    caller: SessionCaller,
    programId: number,
  ): Promise<{ draftId: number | null; applicationId: number | null }> {
    if (communityTypeOf(caller) === null) return Promise.resolve({ draftId: null, applicationId: null });
    return this.applications.ownLatest(caller.instance.id, caller.account.id, programId);
  }

  private programsAppliedTo(caller: SessionCaller): Promise<Set<number>> {
    if (communityTypeOf(caller) === null) return Promise.resolve(new Set());
    return this.applications.programsAppliedTo(caller.instance.id, caller.account.id);
  }

  private view(
    p: Program,
    ownHosts: string[],
    of: { applied: Set<number>; awarded: Map<number, number> },
  ): ProgramView {
    const isThirdParty = isThirdPartyProgram(p, ownHosts);
    const terms = termsOf(p, of.awarded);
    return {
      ...applyAbility({
        ...terms,
        active: p.active,
        thirdParty: isThirdParty,
        allowMultipleApplications: p.allowMultipleApplications,
        applied: of.applied.has(p.id),
        now: new Date(),
      }),
      cd_resource: p.id,
      nr_f2_external_id: p.externalId,
      ic_active: p.active,
      ic_allow_multiple_applications: p.allowMultipleApplications,
      ds_displayname: p.displayName,
      ds_description: p.description,
      cd_application_type: p.applicationType,
      ic_sign_up_individuals: p.signUpIndividuals,
      ic_sign_up_business: p.signUpBusiness,
      scope: p.scope,
      audience: p.audience,
      isThirdParty,
      resource: { ds_resourceapplyurl: p.applyUrl, ds_subscription_id: p.subscriptionId },
      ...terms,
      eligibilityCriteria: p.eligibilityCriteria,
    };
  }
}

/**
 * The program's window and money as the wire carries them; budgetLeft is the budget less the awards made
 * (docs/decisions.md "Program terms"), rounded to cents so sums of cents do not drift.
 */
function termsOf(p: Program, awarded: Map<number, number>) {
  const budgetLeft =
    p.budgetTotal === null ? null : Math.round((p.budgetTotal - (awarded.get(p.id) ?? 0)) * 100) / 100;
  return {
    opensAt: p.opensAt?.toISOString() ?? null,
    closesAt: p.closesAt?.toISOString() ?? null,
    amountMin: p.amountMin,
    amountMax: p.amountMax,
    budgetTotal: p.budgetTotal,
    budgetLeft,
  };
}

/** The questions the built-in form asks: none for a program applied to through its external form (form frames). */
const ownForm = (program: Program) => (formFrameOf(program.settings) ? [] : program.formFields);

/** The application id people see for one submitted here (the forms engine names its own items). */
export const externalIdFor = (id: number): string => `APP-${id}`;
