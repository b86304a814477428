// Label: value pairs and titled cards, as the record page and the profile page show them.
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** Label: value pairs as a description list (one column on a phone, two on wider screens). */
export function Pairs({ items }: { items: { label: string; value: ReactNode; testId?: string }[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(120px, max-content) minmax(0, 1fr)' },
        columnGap: 2,
        rowGap: { xs: 0, sm: 0.75 },
        '& dt': { color: 'text.secondary', fontSize: 14 },
        '& dd': { m: 0, mb: { xs: 1, sm: 0 }, fontSize: 14, overflowWrap: 'anywhere' },
      }}
    >
      {items.map((item) => (
        <Box key={item.label} sx={{ display: 'contents' }} data-testid={item.testId}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </Box>
      ))}
    </Box>
  );
}

export function Section({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card component="section" aria-label={title} data-testid={testId}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5, fontSize: 17 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
