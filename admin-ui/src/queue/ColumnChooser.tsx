import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { Button, Checkbox, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useStore, useTranslate } from 'react-admin';
import { useCaller } from '../api/useCaller.js';

/** Columns a case worker cannot hide: what identifies an application and where it stands. */
export const FIXED_COLUMNS: readonly string[] = ['externalId', 'currentStateName'];

/**
 * The queue columns the signed-in user hid, by field name, in react-admin's store (the browser's storage)
 * under a key holding the user's id, so two people sharing a browser keep their own. Field names rather than
 * react-admin's column positions: the columns differ by process (Case Number, Payment Channel).
 */
export function useHiddenColumns() {
  const caller = useCaller();
  return useStore<string[]>(`porchlight.queue.${caller?.me.id ?? 'anonymous'}.hiddenColumns`, []);
}

/** The column chooser of the queue's toolbar: one checkbox per column that may be hidden. */
export function ColumnChooser({ columns }: { columns: { field: string; heading: string }[] }) {
  const translate = useTranslate();
  const [hidden, setHidden] = useHiddenColumns();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const toggle = (field: string) =>
    setHidden(hidden.includes(field) ? hidden.filter((f) => f !== field) : [...hidden, field]);
  return (
    <>
      <Button
        size="small"
        startIcon={<ViewColumnIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
      >
        {translate('porchlight.queue.columns_button')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {columns
          .filter((c) => !FIXED_COLUMNS.includes(c.field))
          .map((c) => (
            <MenuItem key={c.field} onClick={() => toggle(c.field)} dense>
              <Checkbox
                size="small"
                checked={!hidden.includes(c.field)}
                slotProps={{ input: { 'aria-label': c.heading } }}
                sx={{ p: 0, mr: 1 }}
              />
              <ListItemText>{c.heading}</ListItemText>
            </MenuItem>
          ))}
      </Menu>
    </>
  );
}
