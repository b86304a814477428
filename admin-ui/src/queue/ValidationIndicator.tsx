import { Box, Tooltip } from '@mui/material';
import {
  type ValidationIndicator as Indicator,
  type ValidationSummary,
  validationIndicator,
  validationTooltip,
} from '../rules.js';

export const INDICATOR_COLOURS: Record<Indicator, string> = {
  red: '#d32f2f',
  amber: '#ffb300',
  green: '#2e7d32',
  grey: '#9e9e9e',
};

/** The validation dot of programs spec §5: its colour by the worst outcome, counts in the tooltip, nothing at 0. */
export function ValidationIndicator({ summary }: { summary: ValidationSummary }) {
  const indicator = validationIndicator(summary);
  if (indicator === null) return null;
  const tooltip = validationTooltip(summary);
  return (
    <Tooltip title={tooltip}>
      <Box
        component="span"
        role="img"
        aria-label={tooltip}
        data-indicator={indicator}
        sx={{
          display: 'inline-block',
          width: 10,
          height: 10,
          borderRadius: '50%',
          backgroundColor: INDICATOR_COLOURS[indicator],
          flexShrink: 0,
        }}
      />
    </Tooltip>
  );
}
