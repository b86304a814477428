import { DomainException } from '../../common/errors/domain.exception.js';
import { findReport } from './report-catalogue.js';
import type { ReportDefinition } from './report-definition.js';
import { checkReportFilter, isDay, parseReportFilter, parseReportPageQuery } from './report-query.js';

const report = findReport('individual', 'applications-resources') as ReportDefinition;

function failure(run: () => unknown): DomainException {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainException) return error;
    throw error;
  }
  throw new Error('expected a DomainException');
}

describe('report filters: programId, from, to', () => {
  it('takes a program id and whole days', () => {
    expect(parseReportFilter('{"programId":8,"from":"2024-01-01","to":"2024-01-31"}')).toEqual({
      programId: 8,
      from: '2024-01-01',
      to: '2024-01-31',
    });
    expect(checkReportFilter({ programId: '8' })).toEqual({ programId: 8 });
    expect(parseReportFilter(undefined)).toEqual({});
    expect(checkReportFilter({ programId: null, from: '', to: undefined })).toEqual({});
  });

  it('accepts a period of one day', () => {
    expect(checkReportFilter({ from: '2024-02-29', to: '2024-02-29' })).toEqual({
      from: '2024-02-29',
      to: '2024-02-29',
    });
  });

  it('refuses a program id that is not a whole number with 422 invalidProgramId', () => {
    for (const programId of [1.5, 'abc', -3, 0, 2 ** 31, true]) {
      const error = failure(() => checkReportFilter({ programId }));
      expect(error.toBody()).toEqual({
        statusCode: 422,
        code: 'invalidProgramId',
        message: 'programId must be a program id',
        errors: [{ field: 'programId', code: 'invalidProgramId', message: 'programId must be a program id' }],
      });
    }
  });

  it('refuses dates that are not real YYYY-MM-DD days, naming each field', () => {
    const error = failure(() => checkReportFilter({ from: '2024-02-30', to: '31/01/2024' }));
    expect(error.statusCode).toBe(422);
    expect(error.errors).toEqual([
      { field: 'from', code: 'invalidDate', message: 'from must be a date written YYYY-MM-DD' },
      { field: 'to', code: 'invalidDate', message: 'to must be a date written YYYY-MM-DD' },
    ]);
    expect(isDay('2023-02-29')).toBe(false);
    expect(isDay('2024-13-01')).toBe(false);
    expect(isDay('0000-01-01')).toBe(false);
  });

  it('refuses from after to with 422 invalidPeriod', () => {
    const error = failure(() => checkReportFilter({ from: '2024-03-02', to: '2024-03-01' }));
    expect(error.toBody()).toMatchObject({
      statusCode: 422,
      code: 'invalidPeriod',
      message: 'to must not be before from',
    });
  });

  it('refuses an unknown filter with 422 and a filter that is not an object', () => {
    expect(failure(() => checkReportFilter({ state: 3 })).errors).toEqual([
      {
        field: 'state',
        code: 'unknownFilter',
        message: 'Reports cannot be filtered by state; filters: programId, from, to',
      },
    ]);
    expect(failure(() => checkReportFilter([1])).toBody()).toMatchObject({
      statusCode: 422,
      code: 'invalidFilter',
    });
    expect(failure(() => parseReportFilter('{nope')).toBody()).toMatchObject({
      statusCode: 400,
      code: 'invalidFilter',
    });
  });
});

describe('report pages: range and sort', () => {
  it('defaults to the first 25 rows in the report order', () => {
    expect(parseReportPageQuery(report, {})).toEqual({
      filter: {},
      range: { start: 0, end: 24 },
      sort: undefined,
    });
  });

  it('sorts by a column header in either direction', () => {
    expect(parseReportPageQuery(report, { sort: '["Applicant","DESC"]', range: '[25,49]' })).toMatchObject({
      range: { start: 25, end: 49 },
      sort: { header: 'Applicant', order: 'DESC' },
    });
  });

  it('refuses an unknown column and a malformed range with 400', () => {
    expect(failure(() => parseReportPageQuery(report, { sort: '["secret","ASC"]' })).toBody()).toMatchObject({
      statusCode: 400,
      code: 'unknownSortField',
    });
    for (const range of ['[5,1]', '[0,1000]', '[-1,3]', '"x"'])
      expect(failure(() => parseReportPageQuery(report, { range })).code).toBe('invalidRange');
  });
});
