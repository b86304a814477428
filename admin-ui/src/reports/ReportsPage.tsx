import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Grid,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Authenticated, LinkBase, NotFound, Title, useLocation, useParams, useTranslate } from 'react-admin';
import { api, query, sessionToken } from '../api/client.js';
import { usePortalPrograms } from '../program-portal/program-data.js';
import { findReport, REPORT_GROUPS, type ReportEntry } from './catalogue.js';

const PAGE_SIZE = 25;

export const reportPath = (report: ReportEntry, programId?: number) =>
  `/reports/${report.group}/${report.name}${programId ? `?programId=${programId}` : ''}`;

/** The reports index (programs spec §2): individual, business and the CSV downloads. */
export function ReportsIndex() {
  const translate = useTranslate();
  return (
    <Authenticated>
      <Title title={translate('porchlight.reports.title')} />
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Grid container spacing={2}>
            {Object.entries(REPORT_GROUPS).map(([group, reports]) => (
              <Grid key={group} size={{ xs: 12, md: 4 }}>
                <List
                  subheader={<ListSubheader>{translate(`porchlight.reports.groups.${group}`)}</ListSubheader>}
                >
                  {reports.map((report) => (
                    <ListItemButton key={report.name} component={LinkBase} to={reportPath(report)}>
                      <ListItemText primary={translate(`porchlight.reports.names.${report.name}`)} />
                    </ListItemButton>
                  ))}
                </List>
              </Grid>
            ))}
          </Grid>
        </CardContent>
      </Card>
    </Authenticated>
  );
}

interface Filters {
  programId: string;
  from: string;
  to: string;
}

const filterOf = ({ programId, from, to }: Filters) =>
  Object.fromEntries(
    Object.entries({ programId: programId ? Number(programId) : undefined, from, to }).filter(
      ([, v]) => v !== undefined && v !== '',
    ),
  );

/** CSV needs the bearer token, so it is fetched and handed to the browser as a file. */
async function downloadCsv(report: ReportEntry, filters: Filters) {
  const response = await fetch(
    `/api/reports/${report.group}/${report.name}.csv${query({ filter: JSON.stringify(filterOf(filters)) })}`,
    { headers: { Authorization: `Bearer ${sessionToken.get()}` } },
  );
  if (!response.ok) throw new Error(`${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${report.group}-${report.name}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

const cell = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** One report: program and date filters, its rows a page at a time, and its CSV. */
export function ReportPage() {
  const translate = useTranslate();
  const { group = '', name = '' } = useParams<{ group: string; name: string }>();
  const { search } = useLocation();
  const report = findReport(group, name);
  const programs = usePortalPrograms();
  const [filters, setFilters] = useState<Filters>({
    programId: new URLSearchParams(search).get('programId') ?? '',
    from: '',
    to: '',
  });
  const [page, setPage] = useState(0);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const rows = useQuery({
    queryKey: ['report', group, name, filters, page],
    enabled: report !== undefined && !report.csvOnly,
    queryFn: async () => {
      const response = await api<Record<string, unknown>[]>(
        `/api/reports/${group}/${name}${query({
          filter: JSON.stringify(filterOf(filters)),
          range: JSON.stringify([page * PAGE_SIZE, page * PAGE_SIZE + PAGE_SIZE - 1]),
        })}`,
      );
      const total = Number(response.headers.get('content-range')?.split('/').pop());
      return { rows: response.json, total: Number.isFinite(total) ? total : response.json.length };
    },
  });
  if (!report) return <NotFound />;
  const title = translate(`porchlight.reports.names.${report.name}`);
  const columns = rows.data?.rows[0] ? Object.keys(rows.data.rows[0]) : [];
  const change = (next: Partial<Filters>) => {
    setFilters({ ...filters, ...next });
    setPage(0);
  };
  return (
    <Authenticated>
      <Title title={`${translate('porchlight.reports.title')} · ${title}`} />
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h1" gutterBottom>
            {title}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
            <TextField
              select
              size="small"
              fullWidth={false}
              label={translate('porchlight.reports.program')}
              value={filters.programId}
              onChange={(e) => change({ programId: e.target.value })}
              sx={{ minWidth: 260 }}
            >
              <MenuItem value="">{translate('porchlight.reports.all_programs')}</MenuItem>
              {(programs.data ?? []).map((p) => (
                <MenuItem key={p.id} value={String(p.id)}>
                  {p.displayName}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              type="date"
              fullWidth={false}
              label={translate('porchlight.reports.from')}
              value={filters.from}
              onChange={(e) => change({ from: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              size="small"
              type="date"
              fullWidth={false}
              label={translate('porchlight.reports.to')}
              value={filters.to}
              onChange={(e) => change({ to: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Button
              variant="outlined"
              sx={{ whiteSpace: 'nowrap' }}
              startIcon={<DownloadIcon />}
              onClick={() => {
                setDownloadError(null);
                downloadCsv(report, filters).catch((e: Error) =>
                  setDownloadError(translate('porchlight.reports.download_failed', { status: e.message })),
                );
              }}
            >
              {translate('porchlight.reports.csv')}
            </Button>
          </Box>
          {downloadError && <Alert severity="error">{downloadError}</Alert>}
          {report.csvOnly ? (
            <Alert severity="info">{translate('porchlight.reports.csv_only')}</Alert>
          ) : rows.isPending ? (
            <CircularProgress size={24} />
          ) : rows.error ? (
            <Alert severity="error">{(rows.error as Error).message}</Alert>
          ) : rows.data.rows.length === 0 ? (
            <Typography color="text.secondary">{translate('porchlight.reports.empty')}</Typography>
          ) : (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    {columns.map((c) => (
                      <TableCell key={c} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                        {translate(`porchlight.reports.columns.${c}`, { _: c })}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.data.rows.map((row, i) => (
                    // Report rows have no id of their own; their position on the page is stable.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    <TableRow key={i}>
                      {columns.map((c) => (
                        <TableCell key={c} sx={{ whiteSpace: 'nowrap' }}>
                          {cell(row[c])}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <TablePagination
                component="div"
                count={rows.data.total}
                page={page}
                rowsPerPage={PAGE_SIZE}
                rowsPerPageOptions={[PAGE_SIZE]}
                onPageChange={(_, next) => setPage(next)}
              />
            </Box>
          )}
        </CardContent>
      </Card>
    </Authenticated>
  );
}
