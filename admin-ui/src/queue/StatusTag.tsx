import { Box } from '@mui/material';
import { type StatusColour, statusColour } from '../rules.js';

/** The CSS colour of each status tag colour name of the programs spec §4, dark enough for 4.5:1 on its tint. */
export const TAG_COLOURS: Record<StatusColour | 'default', string> = {
  volcano: '#ad2102',
  pink: '#c41d7f',
  green: '#237804',
  orange: '#ad4e00',
  red: '#cf1322',
  darkslategray: '#2f4f4f',
  turquoise: '#0f6e67',
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
