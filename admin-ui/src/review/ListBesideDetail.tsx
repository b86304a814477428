import { Alert, Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Loading, Title } from 'react-admin';

/**
 * A reviewer's page (/v2/review, /v2/inbox): its list of items beside the one opened (below it on a phone),
 * with the loading, error and empty states and a hint to choose one while none is open.
 */
export function ListBesideDetail(props: {
  title: string;
  state: { isPending: boolean; error: Error | null };
  empty: string;
  choose: string;
  /** The list's share of the width beside the detail: [list, detail]. */
  widths: [number, number];
  items: { key: number; node: ReactNode }[];
  detail: ReactNode | null;
}) {
  const { title, state, items, detail } = props;
  return (
    <Box sx={{ py: 2 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {state.error ? <Alert severity="error">{state.error.message}</Alert> : null}
      {state.isPending ? <Loading /> : null}
      {!state.isPending && !state.error && items.length === 0 ? (
        <Alert severity="info">{props.empty}</Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: `minmax(0, ${props.widths[0]}fr) minmax(0, ${props.widths[1]}fr)`,
          },
        }}
      >
        {items.length > 0 && (
          <Stack component="ul" aria-label={title} spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {items.map((item) => (
              <li key={item.key}>{item.node}</li>
            ))}
          </Stack>
        )}
        {detail ?? (items.length > 0 ? <Typography color="text.secondary">{props.choose}</Typography> : null)}
      </Box>
    </Box>
  );
}
