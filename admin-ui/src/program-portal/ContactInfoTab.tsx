import { TextInput, useTranslate } from 'react-admin';
import type { TabProps } from './ProgramPortal.js';
import { ProgramRecordForm } from './ProgramRecordForm.js';

/** The program's contact information (ProgramConfig), shown to applicants. */
export function ContactInfoTab({ programId, writable }: TabProps) {
  const translate = useTranslate();
  const label = (field: string) => translate(`porchlight.program_portal.contact.${field}`);
  return (
    <ProgramRecordForm programId={programId} writable={writable}>
      {['phone', 'email', 'address', 'hours', 'website'].map((field) => (
        <TextInput
          key={field}
          source={`contactInfo.${field}`}
          label={label(field)}
          readOnly={!writable}
          multiline={field === 'address' || field === 'hours'}
          fullWidth
        />
      ))}
    </ProgramRecordForm>
  );
}
