import { STATUS_COLOUR_TABLE, statusColour } from './status-colour.js';

describe('Status colour tags (programs spec §4)', () => {
  it.each([
    ['Case-Review', 'volcano'],
    ['Intake review', 'volcano'],
    ['Intake', 'volcano'],
    ['Intake-Complete', 'pink'],
    ['Review completed', 'pink'],
    ['Approved', 'green'],
    ['Application Received', 'orange'],
    ['Pending-Denial', 'red'],
    ['Denied', 'red'],
    ['Provision-Error', 'red'],
    ['Pending-Approval', 'darkslategray'],
    ['Review', 'darkslategray'],
    ['QA/QC', 'darkslategray'],
    ['QA/QC-Ready', 'darkslategray'],
    ['Case verification', 'turquoise'],
    ['Paid', 'navy-blue'],
    ['Payment in progress', 'navy-blue'],
    ['Waiting for payment', 'ocean'],
    ['Form in progress', 'purple'],
  ])('%s is %s', (status, colour) => {
    expect(statusColour(status)).toBe(colour);
  });

  it('the table lists each of those 19 statuses once', () => {
    const statuses = STATUS_COLOUR_TABLE.flatMap((row) => row.statuses);
    expect(new Set(statuses).size).toBe(statuses.length);
    expect(statuses).toHaveLength(19);
  });

  it('matches names exactly as written, so other spellings get the default colour', () => {
    expect(statusColour('approved')).toBe('default');
    expect(statusColour('Case Review')).toBe('default');
    expect(statusColour('Withdrawn')).toBe('default');
    expect(statusColour('constructor')).toBe('default');
  });
});
