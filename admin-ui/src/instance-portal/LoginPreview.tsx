import { Box, Button, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The branding fields the community login page shows (GET /api/branding, access spec §3). */
export interface BrandingValues {
  instance_name?: string | null;
  ds_portalTitle?: string | null;
  ds_loginHeading?: string | null;
  ds_loginMessage?: string | null;
  ds_logoUrl?: string | null;
  ds_backgroundUrl?: string | null;
  ds_textMode?: string | null;
  ic_sso?: boolean | null;
  ic_captcha?: boolean | null;
  ic_sign_up_individuals?: boolean | null;
  ic_sign_up_business?: boolean | null;
}

/** Only web images are previewed; anything else would be refused by the page's content policy anyway. */
const imageUrl = (url: string | null | undefined) =>
  url && /^(https?:|data:image\/|\/)/.test(url) ? url : null;

/**
 * A live preview of the community login page (older layout, access spec §2) with the values being edited:
 * background, logo, portal title, heading and message, the sign-up links and SSO button as enabled.
 */
export function LoginPreview({ values }: { values: BrandingValues }) {
  const translate = useTranslate();
  const dark = values.ds_textMode === 'dark';
  const background = imageUrl(values.ds_backgroundUrl);
  const logo = imageUrl(values.ds_logoUrl);
  const t = (key: string) => translate(`porchlight.instance_portal.preview.${key}`);
  return (
    <Box
      data-testid="login-preview"
      aria-label={t('label')}
      role="img"
      sx={{
        minHeight: 460,
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 3,
        backgroundColor: dark ? '#1d2733' : '#eef2f7',
        backgroundImage: background ? `url("${background}")` : undefined,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      <Paper
        elevation={4}
        sx={{
          p: 3,
          width: 320,
          backgroundColor: dark ? '#26323f' : '#fff',
          color: dark ? '#f5f7fa' : 'inherit',
        }}
      >
        <Stack spacing={1.5} sx={{ alignItems: 'stretch' }}>
          {logo && (
            <Box
              component="img"
              src={logo}
              alt=""
              sx={{ maxHeight: 56, objectFit: 'contain', alignSelf: 'center' }}
            />
          )}
          <Typography variant="overline" data-testid="preview-title" sx={{ textAlign: 'center' }}>
            {values.ds_portalTitle || values.instance_name}
          </Typography>
          <Typography variant="h6" data-testid="preview-heading" sx={{ textAlign: 'center' }}>
            {values.ds_loginHeading || t('default_heading')}
          </Typography>
          {values.ds_loginMessage && (
            <Typography variant="body2" data-testid="preview-message" sx={{ textAlign: 'center' }}>
              {values.ds_loginMessage}
            </Typography>
          )}
          <TextField size="small" label={t('email')} disabled />
          <TextField size="small" label={t('password')} type="password" disabled />
          {values.ic_captcha && (
            <Typography variant="caption" sx={{ textAlign: 'center' }}>
              {t('captcha')}
            </Typography>
          )}
          <Button variant="contained" disabled>
            {t('sign_in')}
          </Button>
          {values.ic_sso && (
            <Button variant="outlined" disabled>
              {t('sso')}
            </Button>
          )}
          <Link component="span" variant="body2" sx={{ textAlign: 'center' }}>
            {t('forgot')}
          </Link>
          {values.ic_sign_up_individuals && (
            <Link component="span" variant="body2" sx={{ textAlign: 'center' }}>
              {t('signup_individual')}
            </Link>
          )}
          {values.ic_sign_up_business && (
            <Link component="span" variant="body2" sx={{ textAlign: 'center' }}>
              {t('signup_business')}
            </Link>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
