import { LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * Shown in place of a form until its record has loaded: a form drawn empty first would be reset when the
 * record arrives, losing what was typed meanwhile (and a save before then would send empty values).
 */
export function RecordLoading() {
  const translate = useTranslate();
  return <LinearProgress aria-label={translate('ra.page.loading')} sx={{ my: 2 }} />;
}
