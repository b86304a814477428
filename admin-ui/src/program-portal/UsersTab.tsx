import { useTranslate } from 'react-admin';
import { EmbeddedList } from '../schema/EmbeddedList.js';
import type { TabProps } from './ProgramPortal.js';

/** The users tab (UserMgmt): the instance's staff, the users resource's list, added and edited on its screens. */
export function UsersTab({ writable }: TabProps) {
  const translate = useTranslate();
  return (
    <EmbeddedList
      resource="users"
      title={translate('porchlight.program_portal.tabs.users')}
      writable={writable}
    />
  );
}
