import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The provider's policy and the privacy contact (programs spec §2: title, six paragraphs, two links). */
export const PROVIDER_POLICY_URL = 'https://porchlight.example/privacy';
export const PRIVACY_CONTACT = 'privacy@porchlight.example';
const PARAGRAPHS = [1, 2, 3, 4, 5, 6] as const;

export function PrivacyPolicyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="privacy-title" maxWidth="md" scroll="paper">
      <DialogTitle id="privacy-title">{translate('porchlight.privacy.title')}</DialogTitle>
      <DialogContent dividers>
        {PARAGRAPHS.map((n) => (
          <Typography key={n} variant="body2" data-testid="privacy-paragraph" sx={{ mb: 2 }}>
            {translate(`porchlight.privacy.p${n}`)}
          </Typography>
        ))}
        <Typography variant="body2" sx={{ mb: 2 }}>
          <Link href={PROVIDER_POLICY_URL} target="_blank" rel="noopener noreferrer">
            {translate('porchlight.privacy.provider_link')}
          </Link>
        </Typography>
        <Typography variant="body2">
          {translate('porchlight.privacy.contact')}{' '}
          <Link href={`mailto:${PRIVACY_CONTACT}`}>{PRIVACY_CONTACT}</Link>
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
