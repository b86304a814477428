import { pipeline, type Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { type Info, parse } from 'csv-parse';
import { DataSource } from 'typeorm';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { DomainException, forbidden, notFound } from '../../common/errors/domain.exception.js';
import { isValidEmail } from '../../common/validation/field-rules.js';
import {
  BULK_ROW_ERROR,
  type BulkApplicationResult,
  type BulkColumn,
  type BulkRow,
  type BulkRowAccepted,
  type BulkRowRejected,
  bulkHeader,
  bulkRow,
} from '../../contract/bulk-applications.js';
import { CSV_FILE_ERROR } from '../../contract/csv-uploads.js';
import { isBlank } from '../payouts/payout-rows.js';
import { malformedCsv } from '../payouts/read-csv-rows.js';
import { ACCESS_LEVEL } from '../permissions/permission-level.js';
import { PermissionsService } from '../permissions/permissions.service.js';
import type { Program } from '../programs/entities/program.entity.js';
import { ProgramsService } from '../programs/programs.service.js';
import { OnBehalfApplicants } from './on-behalf-applicants.js';

/** The CSV as it arrives: its bytes, streamed, and the name its sender gave. */
export interface IncomingCsv {
  source: Readable;
  name: string;
}

/** Thrown out of a dry run's transaction once the row has passed, so that nothing of it is kept. */
class DryRunPassed extends Error {}

const programNotFound = (id: number) => notFound('programNotFound', `The program ${id} does not exist`);
const refusedFile = (code: string, message: string) => new DomainException(422, code, message);

/** A refusal as one row's outcome: its code, and each field's message where the refusal names fields. */
function rejection(line: number, error: DomainException): BulkRowRejected {
  const message = error.errors?.length ? error.errors.map((e) => e.message).join('; ') : error.message;
  return { line, code: String(error.code), message };
}

/**
 * Bulk applications (API.md "Program application setup"): staff who may configure a program send a CSV of
 * applicants; each row is read as the file streams in, its applicant found by e-mail among the instance's
 * individuals (or a user and individual account opened for them), and an application submitted for them through
 * the submit path's own checks, in a transaction per row so one bad row keeps nothing and stops nothing. A dry
 * run does all of it and rolls every row back.
 */
@Injectable()
export class BulkApplicationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly programs: ProgramsService,
    private readonly applicants: OnBehalfApplicants,
    private readonly permissions: PermissionsService,
  ) {}

  /**
   * The program, when the caller may apply in bulk to it: another instance's (or an unknown) program is not
   * found; one the caller may not configure (ProgramConfig ReadWrite on it) is forbidden.
   */
  async programFor(caller: SessionCaller, instanceId: number, programId: number): Promise<Program> {
    if (instanceId !== caller.instance.id) throw programNotFound(programId);
    const program = await this.programs.visibleProgram(caller, programId);
    const level = await this.permissions.levelFor(caller, 'ProgramConfig', programId);
    if (level < ACCESS_LEVEL.ReadWrite) {
      throw forbidden('forbidden', 'You may not apply in bulk to this program');
    }
    return program;
  }

  async upload(
    caller: SessionCaller,
    program: Program,
    incoming: IncomingCsv,
    dryRun: boolean,
  ): Promise<BulkApplicationResult> {
    const records = pipeline(
      incoming.source,
      parse({ bom: true, info: true, relax_column_count: true, record_delimiter: ['\r\n', '\n', '\r'] }),
      () => undefined,
    );
    const result: BulkApplicationResult = { dryRun, rows: 0, created: 0, accepted: [], rejected: [] };
    let columns: BulkColumn[] | null = null;
    let lastLine = 0;
    try {
      for await (const { record, info } of records as AsyncIterable<{ record: string[]; info: Info }>) {
        // A row's line is where its record starts (a quoted value may span lines).
        const line = lastLine + 1;
        lastLine = info.lines;
        if (isBlank(record)) continue;
        if (columns === null) {
          columns = this.columnsOf(record, program);
          continue;
        }
        result.rows += 1;
        const outcome = await this.applyRow(
          caller,
          program,
          { line, row: bulkRow(columns, record) },
          {
            dryRun,
            fileName: incoming.name,
          },
        );
        if ('code' in outcome) result.rejected.push(outcome);
        else result.accepted.push(outcome);
      }
    } catch (error) {
      incoming.source.resume();
      throw malformedCsv(error);
    }
    if (columns === null) throw refusedFile(CSV_FILE_ERROR.csvHeaderInvalid, 'The file has no header');
    result.created = dryRun ? 0 : result.accepted.length;
    return result;
  }

  private columnsOf(header: string[], program: Program): BulkColumn[] {
    const judged = bulkHeader(header, program.formFields);
    if (!judged.ok) throw refusedFile(CSV_FILE_ERROR.csvHeaderInvalid, judged.message);
    return judged.columns;
  }

  /** One row: its application made (or, in a dry run, found possible and rolled back), or why not. */
  private async applyRow(
    caller: SessionCaller,
    program: Program,
    { line, row }: { line: number; row: BulkRow },
    { dryRun, fileName }: { dryRun: boolean; fileName: string },
  ): Promise<BulkRowAccepted | BulkRowRejected> {
    if (!isValidEmail(row.email)) {
      const message =
        row.email === ''
          ? 'The Email is empty'
          : `The Email ${row.email.slice(0, 80)} is not an e-mail address`;
      return { line, code: BULK_ROW_ERROR.invalidEmail, message };
    }
    const comment = `Applied for the applicant in bulk (${fileName}, line ${line})`;
    try {
      const made = await this.dataSource.transaction(async (manager) => {
        const { applicant } = await this.applicants.applicantFor(manager, caller, {
          email: row.email,
          firstName: row.firstName || null,
          lastName: row.lastName || null,
        });
        const application = await this.programs.submitOnBehalf(manager, applicant, {
          programId: program.id,
          answers: row.answers,
          onBehalf: { actorUserId: caller.user.id, comment },
        });
        if (dryRun) throw new DryRunPassed();
        return application;
      });
      return { line, email: row.email, applicationId: made.id, externalId: made.externalId };
    } catch (error) {
      if (error instanceof DryRunPassed)
        return { line, email: row.email, applicationId: null, externalId: null };
      if (error instanceof DomainException) return rejection(line, error);
      throw error;
    }
  }
}
