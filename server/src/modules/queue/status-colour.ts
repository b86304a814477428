// Status tag colours on the work queue (programs spec §4 "Status colour tags").
import type { StatusColour } from '../../contract/programs.js';

export type { StatusColour };

export const STATUS_COLOUR_TABLE: readonly { colour: StatusColour; statuses: readonly string[] }[] = [
  { colour: 'volcano', statuses: ['Case-Review', 'Intake review', 'Intake'] },
  { colour: 'pink', statuses: ['Intake-Complete', 'Review completed'] },
  { colour: 'green', statuses: ['Approved'] },
  { colour: 'orange', statuses: ['Application Received'] },
  { colour: 'red', statuses: ['Pending-Denial', 'Denied', 'Provision-Error'] },
  { colour: 'darkslategray', statuses: ['Pending-Approval', 'Review', 'QA/QC', 'QA/QC-Ready'] },
  { colour: 'turquoise', statuses: ['Case verification'] },
  { colour: 'navy-blue', statuses: ['Paid', 'Payment in progress'] },
  { colour: 'ocean', statuses: ['Waiting for payment'] },
  { colour: 'purple', statuses: ['Form in progress'] },
];

const COLOUR_BY_STATUS = new Map(
  STATUS_COLOUR_TABLE.flatMap(({ colour, statuses }) => statuses.map((status) => [status, colour] as const)),
);

/** Names match exactly as written in the table; any other status gets the default tag. */
export const statusColour = (statusName: string): StatusColour | 'default' =>
  COLOUR_BY_STATUS.get(statusName) ?? 'default';
