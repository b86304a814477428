import { Alert, Box, CircularProgress, Grid, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { countApplications, edgeApplication } from '../queue/counts.js';
import { fetchFilterOptions } from '../queue/queue-api.js';
import { TAG_COLOURS } from '../queue/StatusTag.js';
import { statusColour } from '../rules.js';
import type { TabProps } from './ProgramPortal.js';
import { useProcesses } from './program-data.js';

/** At most this many months on the time chart, the latest ones. */
const MAX_MONTHS = 24;

const monthStart = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
const day = (date: Date) => date.toISOString().slice(0, 10);

/** The months from the first to the last application, as [first day, last day] in UTC. */
export function monthsBetween(first: Date, last: Date): [Date, Date][] {
  const months: [Date, Date][] = [];
  for (
    let m = monthStart(first);
    m <= last;
    m = new Date(Date.UTC(m.getUTCFullYear(), m.getUTCMonth() + 1, 1))
  ) {
    months.push([m, new Date(Date.UTC(m.getUTCFullYear(), m.getUTCMonth() + 1, 0))]);
  }
  return months.slice(-MAX_MONTHS);
}

/**
 * The analytics dashboard (AnalyticsDashboardConfig): the program's applications by status and over time,
 * each figure a count the queue answers (so they match the queue, at any size).
 */
export function AnalyticsDashboardTab({ programId }: TabProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const processes = useProcesses();
  const processIds = (processes.data ?? []).filter((p) => p.programId === programId).map((p) => p.processId);

  const byStatus = useQuery({
    queryKey: ['analytics', programId, 'status', processIds],
    enabled: processes.isSuccess,
    queryFn: async () => {
      const options = await fetchFilterOptions();
      const states = options.state.filter(
        (s) => s.processId !== undefined && processIds.includes(s.processId),
      );
      const counts = await Promise.all(
        states.map(async (s) => ({
          ...(await countApplications({ process: s.processId, state: [s.id] })),
          name: s.name,
        })),
      );
      // One bar per status name: a status of two processes of the program adds up.
      const totals = new Map<string, number>();
      for (const c of counts) totals.set(c.name, (totals.get(c.name) ?? 0) + c.total);
      return [...totals].map(([name, total]) => ({ name, total }));
    },
  });

  const overTime = useQuery({
    queryKey: ['analytics', programId, 'time', processIds],
    enabled: processes.isSuccess && processIds.length > 0,
    queryFn: async () => {
      const filter = { process: processIds };
      const [first, last] = await Promise.all([
        edgeApplication(filter, 'ASC'),
        edgeApplication(filter, 'DESC'),
      ]);
      if (!first || !last) return [];
      const months = monthsBetween(new Date(first.createdAt), new Date(last.createdAt));
      const format = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
      return Promise.all(
        months.map(async ([from, to]) => ({
          month: format.format(from),
          total: (await countApplications({ ...filter, startDate: day(from), endDate: day(to) })).total,
        })),
      );
    },
  });

  if (processes.isSuccess && processIds.length === 0) {
    return <Alert severity="info">{translate('porchlight.analytics.no_process')}</Alert>;
  }
  const loading = <CircularProgress size={24} />;
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Typography variant="subtitle1" gutterBottom sx={{ fontWeight: 600 }}>
          {translate('porchlight.analytics.by_status')}
        </Typography>
        <Box data-testid="chart-by-status" sx={{ height: 320 }}>
          {byStatus.data ? (
            <ResponsiveContainer>
              <BarChart data={byStatus.data} margin={{ bottom: 60 }}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="name" angle={-35} textAnchor="end" interval={0} height={70} fontSize={11} />
                <YAxis allowDecimals={false} />
                <Tooltip />
                <Bar
                  dataKey="total"
                  name={translate('porchlight.analytics.applications')}
                  isAnimationActive={false}
                >
                  {byStatus.data.map((d) => (
                    <Cell key={d.name} fill={TAG_COLOURS[statusColour(d.name)]} />
                  ))}
                </Bar>
              </BarChart>
            </ResponsiveContainer>
          ) : (
            loading
          )}
        </Box>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Typography variant="subtitle1" gutterBottom sx={{ fontWeight: 600 }}>
          {translate('porchlight.analytics.over_time')}
        </Typography>
        <Box data-testid="chart-over-time" sx={{ height: 320 }}>
          {overTime.data ? (
            <ResponsiveContainer>
              <LineChart data={overTime.data} margin={{ bottom: 30 }}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="month" fontSize={11} />
                <YAxis allowDecimals={false} />
                <Tooltip />
                <Line
                  type="monotone"
                  dataKey="total"
                  name={translate('porchlight.analytics.applications')}
                  stroke="#1f5fa8"
                  isAnimationActive={false}
                />
              </LineChart>
            </ResponsiveContainer>
          ) : (
            loading
          )}
        </Box>
      </Grid>
    </Grid>
  );
}
