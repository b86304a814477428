// /v2/sync-dashboard (programs spec §2 reviewer routes, issue 23): the sync report over time, the applications
// it lists for each of the last twelve months by their last change, read as each month's total of the report
// (its Content-Range), drawn with recharts as the analytics dashboard is, and listed for screen readers.
import { Alert, Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, Title, useLocaleState, useTranslate } from 'react-admin';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { api, query } from '../api/client.js';
import { monthsBetween } from '../program-portal/AnalyticsDashboardTab.js';

/** How many months the chart spans, the current one last. */
const MONTHS = 12;
const day = (date: Date) => date.toISOString().slice(0, 10);

/** The sync report's rows whose last change falls in [from, to]: the total of a one-row page. */
async function syncReportTotal(from: Date, to: Date): Promise<number> {
  const filter = JSON.stringify({ from: day(from), to: day(to) });
  const response = await api<unknown[]>(`/api/reports/sync/sync-report${query({ filter, range: '[0,0]' })}`);
  const total = Number(response.headers.get('content-range')?.split('/').pop());
  return Number.isFinite(total) ? total : 0;
}

export function SyncDashboardPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const months = useQuery({
    queryKey: ['sync-dashboard'],
    queryFn: async () => {
      const now = new Date();
      const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (MONTHS - 1), 1));
      return Promise.all(
        monthsBetween(first, now).map(async ([from, to]) => ({
          month: from.toLocaleDateString(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }),
          applications: await syncReportTotal(from, to),
        })),
      );
    },
  });
  const title = translate('porchlight.sync_dashboard.title');
  const series = translate('porchlight.sync_dashboard.series');
  return (
    <Card sx={{ my: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('porchlight.sync_dashboard.intro')}{' '}
          <Link to="/reports/sync/sync-report">{translate('porchlight.sync_dashboard.open_report')}</Link>
        </Typography>
        {months.isPending && <CircularProgress size={24} />}
        {months.error && <Alert severity="error">{months.error.message}</Alert>}
        {months.data && (
          <>
            <Box sx={{ height: 320 }} aria-hidden="true">
              <ResponsiveContainer width="100%" height="100%">
                <LineChart data={months.data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="month" />
                  <YAxis allowDecimals={false} />
                  <Tooltip />
                  <Line
                    type="monotone"
                    dataKey="applications"
                    name={series}
                    stroke="#1565c0"
                    isAnimationActive={false}
                  />
                </LineChart>
              </ResponsiveContainer>
            </Box>
            <Box component="ul" aria-label={series} sx={{ columns: { xs: 2, sm: 4 }, pl: 2.5 }}>
              {months.data.map((m) => (
                <li key={m.month}>
                  {m.month}: {m.applications.toLocaleString(locale)}
                </li>
              ))}
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
