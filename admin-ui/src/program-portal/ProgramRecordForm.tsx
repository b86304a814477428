import type { ReactNode } from 'react';
import { EditBase, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { RecordLoading } from '../layout/RecordLoading.js';

/**
 * A form over the program's record (the programs resource), saved pessimistically so the server's checks
 * (fields, a stale updatedAt) answer first; without write access it only shows.
 */
export function ProgramRecordForm({
  programId,
  writable,
  children,
  validate,
  transform,
}: {
  programId: number;
  writable: boolean;
  children: ReactNode;
  /** Rules across fields, as react-admin's form-level validate (field → message; nested for settings.*). */
  validate?: (values: Record<string, unknown>) => Record<string, unknown>;
  /** The record as saved, from the form's values (react-admin's transform). */
  transform?: (values: Record<string, unknown>) => Record<string, unknown>;
}) {
  return (
    <EditBase
      resource="programs"
      id={programId}
      mutationMode="pessimistic"
      redirect={false}
      loading={<RecordLoading />}
      transform={transform}
    >
      <SimpleForm
        validate={validate}
        toolbar={
          writable ? (
            <Toolbar>
              <SaveButton />
            </Toolbar>
          ) : (
            false
          )
        }
        sx={{ maxWidth: 1040, p: 0 }}
      >
        {children}
      </SimpleForm>
    </EditBase>
  );
}
