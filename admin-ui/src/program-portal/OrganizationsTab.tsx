import { EmbeddedList } from '../schema/EmbeddedList.js';
import type { TabProps } from './ProgramPortal.js';

/** Partners that work applications (CreateProgram). */
export const OrganizationsTab = ({ writable }: TabProps) => (
  <EmbeddedList resource="organizations" writable={writable} />
);
