import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import type { CsvRowRejection, CsvUploadResult } from '../../contract/csv-uploads.js';
import { ALLOWED_UPLOAD_TYPES, type FileKind } from '../../contract/files.js';
import {
  ApplicationsRepository,
  type ApplicationsWriter,
  type NewApplicationEvent,
  type PayeeState,
} from '../applications/applications.repository.js';
import { FilesService, type UploadTypes } from '../files/files.service.js';
import {
  type ApplicationRow,
  AWARD_PAYOUT_FILE,
  type CsvFileSpec,
  judgePayout,
  judgeTin,
  money,
  PAID,
  type Payout,
  type RowCheck,
  TIN_FILE,
  type TinResult,
} from './payout-rows.js';
import { readCsvRows } from './read-csv-rows.js';

/** An upload as it arrives: its bytes and the name its sender gave. */
export interface IncomingCsv {
  source: Readable;
  name: string | undefined;
}

const CSV_ONLY: UploadTypes = { types: [ALLOWED_UPLOAD_TYPES.csv], takes: 'CSV (a text file named .csv)' };

/** A row accepted: the application it changes and where it came from. */
interface Change<T> {
  line: number;
  applicationId: number;
  row: T;
}

/** What one kind of upload is: its file, how a row is judged against its application, how it is applied. */
interface UploadKind<T extends ApplicationRow> {
  kind: FileKind;
  spec: CsvFileSpec<T>;
  judge(row: T, stored: PayeeState | undefined): RowCheck<number>;
  apply(
    writer: ApplicationsWriter,
    caller: SessionCaller,
    changes: Change<T>[],
    fileName: string,
  ): Promise<void>;
}

/**
 * The TIN and award-payout uploads (API.md "Files and documents"): the file is kept as every upload is (its
 * content checked, stored, recorded as a file of its kind), then read back as a stream of rows; the rows
 * that pass are applied to the caller's instance's applications in one transaction, each change with its
 * audit event, and the others answered by line.
 */
@Injectable()
export class PayoutsService {
  private readonly tin: UploadKind<TinResult>;
  private readonly payouts: UploadKind<Payout>;

  constructor(
    private readonly files: FilesService,
    private readonly applications: ApplicationsRepository,
  ) {
    this.tin = { kind: 'tin', spec: TIN_FILE, judge: judgeTin, apply: (...a) => this.applyTin(...a) };
    this.payouts = {
      kind: 'award-payout',
      spec: AWARD_PAYOUT_FILE,
      judge: judgePayout,
      apply: (...a) => this.applyPayouts(...a),
    };
  }

  /** POST /api/upload-file/tin. */
  uploadTin(caller: SessionCaller, incoming: IncomingCsv): Promise<CsvUploadResult> {
    return this.upload(caller, incoming, this.tin);
  }

  /** POST /api/upload-file/award-payout. */
  uploadPayouts(caller: SessionCaller, incoming: IncomingCsv): Promise<CsvUploadResult> {
    return this.upload(caller, incoming, this.payouts);
  }

  private async upload<T extends ApplicationRow>(
    caller: SessionCaller,
    incoming: IncomingCsv,
    kind: UploadKind<T>,
  ): Promise<CsvUploadResult> {
    const file = await this.files.upload(caller, {
      ...incoming,
      kind: kind.kind,
      applicationId: null,
      only: CSV_ONLY,
    });
    const read = await readCsvRows((await this.files.open(caller, file.id)).bytes, kind.spec);
    const rejected: CsvRowRejection[] = [...read.rejected];
    const accepted = await this.applications.transaction(async (trx) => {
      const ids = read.checked.map((c) => c.value.applicationId);
      const stored = await this.applications.payeesForUpdate(trx, caller.instance.id, ids);
      const byExternalId = new Map(stored.map((s) => [s.externalId, s]));
      const changes: Change<T>[] = [];
      for (const { line, value } of read.checked) {
        const judged = kind.judge(value, byExternalId.get(value.applicationId));
        if (judged.ok) changes.push({ line, applicationId: judged.value, row: value });
        else rejected.push({ line, code: judged.code, message: judged.message });
      }
      await kind.apply(trx, caller, changes, file.name);
      return changes.length;
    });
    return { rows: read.rows, accepted, rejected: rejected.sort((a, b) => a.line - b.line) };
  }

  /** Each TIN result recorded on its application, with a 'tin-match' event naming only the TIN's last digits. */
  private async applyTin(
    writer: ApplicationsWriter,
    caller: SessionCaller,
    changes: Change<TinResult>[],
    fileName: string,
  ): Promise<void> {
    const matches = changes.map((c) => ({
      applicationId: c.applicationId,
      tin: c.row.tin,
      result: c.row.result,
    }));
    await this.applications.recordTinMatches(writer, caller.instance.id, caller.user.id, matches);
    await this.applications.appendEvents(
      writer,
      changes.map((c) => {
        const outcome = c.row.result === 'match' ? 'TIN matched' : 'TIN did not match';
        return event(caller, c, 'tin-match', `${outcome}: the TIN ending ${c.row.tin.slice(-4)}`, fileName);
      }),
    );
  }

  /** Each payment marks its application Paid, with a 'payout' event of the amount, date and reference. */
  private async applyPayouts(
    writer: ApplicationsWriter,
    caller: SessionCaller,
    changes: Change<Payout>[],
    fileName: string,
  ): Promise<void> {
    const ids = changes.map((c) => c.applicationId);
    await this.applications.setPaymentStatus(writer, caller.instance.id, caller.user.id, ids, PAID);
    await this.applications.appendEvents(
      writer,
      changes.map((c) => {
        const paid = `Paid ${money(c.row.amount)} on ${c.row.paidOn}, reference ${c.row.reference}`;
        return event(caller, c, 'payout', paid, fileName);
      }),
    );
  }
}

/** An applied row's audit event: what changed, then the file and line it came from. */
function event<T>(
  caller: SessionCaller,
  change: Change<T>,
  type: 'tin-match' | 'payout',
  what: string,
  fileName: string,
): NewApplicationEvent {
  return {
    instanceId: caller.instance.id,
    applicationId: change.applicationId,
    type,
    actorUserId: caller.user.id,
    comment: `${what} (${fileName}, line ${change.line})`,
  };
}
