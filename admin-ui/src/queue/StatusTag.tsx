import { Box } from '@mui/material';
import { type StatusColour, statusColour } from '../rules.js';

/** The CSS colour of each status tag colour name of the programs spec §4. */
export const TAG_COLOURS: Record<StatusColour | 'default', string> = {
  volcano: '#d4380d',
  pink: '#c41d7f',
  green: '#389e0d',
  orange: '#d46b08',
  red: '#cf1322',
  darkslategray: '#2f4f4f',
  turquoise: '#13827a',
  'navy-blue': '#000080',
  ocean: '#006994',
  purple: '#531dab',
  default: '#595959',
};

/** A status shown as a tag in its colour (outlined, tinted), with the colour's name for tests and tools. */
export function StatusTag({ status }: { status: string | null }) {
  if (!status) return null;
  const colour = statusColour(status);
  const css = TAG_COLOURS[colour];
  return (
    <Box
      component="span"
      data-colour={colour}
      sx={{
        display: 'inline-block',
        px: 1,
        py: 0.25,
        borderRadius: 1,
        border: `1px solid ${css}`,
        color: css,
        backgroundColor: `${css}14`,
        fontSize: 12,
        lineHeight: 1.6,
        whiteSpace: 'nowrap',
      }}
    >
      {status}
    </Box>
  );
}
