import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { apiJson } from '../api/client.js';
import { useCaller } from '../api/useCaller.js';
import { type InstanceContent, paragraphsOf } from '../rules.js';

/** The built-in policy link and contact, shown while the instance's Content tab leaves its own empty. */
const PROVIDER_POLICY_URL = 'https://porchlight.example/privacy';
const PRIVACY_CONTACT = 'privacy@porchlight.example';
const PARAGRAPHS = [1, 2, 3, 4, 5, 6] as const;

/** The instance's privacy notice, policy link and contact (GET /api/instances/:id), read on each opening. */
const usePrivacyContent = (instanceId: number | undefined, open: boolean) =>
  useQuery({
    queryKey: ['instance-details', instanceId],
    enabled: open && instanceId !== undefined,
    queryFn: () => apiJson<{ content: InstanceContent }>(`/api/instances/${instanceId}`),
  });

/**
 * Programs spec §2: a title, the paragraphs, a link to the provider's policy and a privacy contact mail link.
 * The instance's notice (Content tab, paragraphs split on blank lines), link and contact replace the built-in
 * six paragraphs, link and contact one by one where they are set.
 */
export function PrivacyPolicyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const caller = useCaller();
  const details = usePrivacyContent(caller?.me.cd_instance, open);
  // A failed read shows the built-in policy rather than nothing.
  const content = details.data?.content ?? {};
  const own = paragraphsOf(content.privacyPolicy);
  const paragraphs = own.length > 0 ? own : PARAGRAPHS.map((n) => translate(`porchlight.privacy.p${n}`));
  const policyUrl = content.privacyPolicyUrl ?? PROVIDER_POLICY_URL;
  const contact = content.privacyContact ?? PRIVACY_CONTACT;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="privacy-title" maxWidth="md" scroll="paper">
      <DialogTitle id="privacy-title">{translate('porchlight.privacy.title')}</DialogTitle>
      <DialogContent dividers>
        {details.isLoading ? (
          <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
        ) : (
          <>
            {paragraphs.map((text, i) => (
              <Typography
                // The paragraphs are fixed for as long as the dialog shows them.
                // biome-ignore lint/suspicious/noArrayIndexKey: two paragraphs may hold the same text
                key={i}
                variant="body2"
                data-testid="privacy-paragraph"
                sx={{ mb: 2, whiteSpace: 'pre-line' }}
              >
                {text}
              </Typography>
            ))}
            <Typography variant="body2" sx={{ mb: 2 }}>
              <Link href={policyUrl} target="_blank" rel="noopener noreferrer">
                {translate('porchlight.privacy.provider_link')}
              </Link>
            </Typography>
            <Typography variant="body2">
              {translate('porchlight.privacy.contact')} <Link href={`mailto:${contact}`}>{contact}</Link>
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
