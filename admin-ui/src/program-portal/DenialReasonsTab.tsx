import { EmbeddedList } from '../schema/EmbeddedList.js';
import type { TabProps } from './ProgramPortal.js';

/** The program's denial reasons, each for a state or for every state (Communications); created in the tab. */
export const DenialReasonsTab = ({ programId, writable }: TabProps) => (
  <EmbeddedList resource="denial-reasons" filter={{ programId }} writable={writable} createInline />
);
