// The files domain's table as Kysely sees it.
import type { ColumnType, Generated } from 'kysely';

export interface FilesTable {
  id: Generated<number>;
  instance_id: number;
  owner_account_id: number | null;
  owner_user_id: number | null;
  application_id: number | null;
  kind: string;
  name: string;
  /** bigint: pg answers it as text. */
  size: ColumnType<string, number, number>;
  content_type: string;
  sha256: string;
  created_at: ColumnType<Date, Date | undefined, Date>;
  removed_at: Date | null;
  removed_by_user_id: number | null;
}

/** Read only here: the uploader's name. */
export interface FileUsersTable {
  id: number;
  first_name: string | null;
  last_name: string | null;
}

export interface FileTables {
  files: FilesTable;
  users: FileUsersTable;
}
