import { CircularProgress, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useGetOne, useLocaleState, useTranslate } from 'react-admin';
import { useCaller } from '../api/useCaller.js';
import { countApplications } from '../queue/counts.js';
import { formatDateTime } from '../queue/format.js';
import { isThirdPartyProgram, ownHostsFor } from '../rules.js';
import type { TabProps } from './ProgramPortal.js';
import { useProcesses } from './program-data.js';

interface ProgramRecord {
  id: number;
  displayName: string;
  externalId: string | null;
  scope: string | null;
  applicationType: number | null;
  applyUrl: string | null;
  active: boolean;
  launched: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Information (ProgramConfig): the program's facts, its processes and how many applications each holds. */
export function InformationTab({ programId }: TabProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const caller = useCaller();
  const program = useGetOne<ProgramRecord>('programs', { id: programId });
  const processes = useProcesses();
  const mine = (processes.data ?? []).filter((p) => p.programId === programId);
  const counts = useQuery({
    queryKey: ['information', programId, mine.map((p) => p.processId)],
    enabled: processes.isSuccess,
    queryFn: () => Promise.all(mine.map((p) => countApplications({ process: p.processId }))),
  });
  if (!program.data) return <CircularProgress size={24} />;
  const p = program.data;
  const subdomain = caller?.me.accounts.find((a) => a.cd_instance === caller.me.cd_instance)?.subdomain ?? '';
  const thirdParty = isThirdPartyProgram(
    { applicationType: p.applicationType ?? 0, applyUrl: p.applyUrl },
    ownHostsFor(window.location.host, { subdomain, portalUrl: null }),
  );
  const label = (key: string) => translate(`porchlight.program_portal.information.${key}`);
  const yesNo = (value: boolean) => translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  const rows: [string, string][] = [
    [label('id'), String(p.id)],
    [label('name'), p.displayName],
    [label('external_id'), p.externalId ?? '—'],
    [label('scope'), p.scope ?? '—'],
    [label('active'), yesNo(p.active)],
    [label('launched'), yesNo(p.launched)],
    [label('third_party'), yesNo(thirdParty)],
    [label('created'), formatDateTime(p.createdAt, locale)],
    [label('updated'), formatDateTime(p.updatedAt, locale)],
    ...mine.map((process, i): [string, string] => [
      `${label('process')} ${process.processName} (#${process.processId})`,
      counts.data
        ? translate('porchlight.program_portal.information.applications', {
            smart_count: counts.data[i].total,
          })
        : '…',
    ]),
  ];
  return (
    <Table size="small" sx={{ maxWidth: 720 }}>
      <TableBody>
        {rows.map(([name, value]) => (
          <TableRow key={name}>
            <TableCell component="th" sx={{ fontWeight: 600, width: 280 }}>
              {name}
            </TableCell>
            <TableCell>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
