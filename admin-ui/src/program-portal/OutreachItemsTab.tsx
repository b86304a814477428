import { EmbeddedList } from '../schema/EmbeddedList.js';
import type { TabProps } from './ProgramPortal.js';

/** The program's outreach items (UserMgmt). */
export const OutreachItemsTab = ({ programId, writable }: TabProps) => (
  <EmbeddedList resource="outreach-items" filter={{ programId }} writable={writable} />
);
