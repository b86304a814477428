import LockIcon from '@mui/icons-material/Lock';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useCheckAuth, useLogin, useNavigate, useTranslate } from 'react-admin';
import { ApiError } from '../api/client.js';
import type { Account } from '../api/types.js';
import { LocalesMenuButton, preloadSignedInScreens } from '../screens.js';
import { logIn, openSession, sendMfaCode, staffAccounts, verifyMfaCode } from './sign-in.js';

type Step =
  | { name: 'credentials' }
  | { name: 'account'; loginToken: string; accounts: Account[] }
  | { name: 'mfa-channel'; loginToken: string; account: Account; channels: ('email' | 'phone')[] }
  | { name: 'mfa-code'; loginToken: string; account: Account };

/** The server's message when it gave one (its error shape), else a generic one. */
const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? error.message : fallback;

/**
 * react-admin's login frame (its own <Login> also brings its login form, and with it the form library, into
 * the entry): the page, the card and its lock; a caller already signed in goes home.
 */
function LoginFrame({ children }: { children: ReactNode }) {
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  useEffect(() => {
    checkAuth({}, false)
      .then(() => navigate('/'))
      .catch(() => undefined);
  }, [checkAuth, navigate]);
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100vh',
        alignItems: 'center',
        backgroundImage: 'radial-gradient(circle at 50% 14em, #313264 0%, #00023b 60%, #00023b 100%)',
      }}
    >
      <Card sx={{ minWidth: 300, mt: '6em' }}>
        <Box sx={{ m: '1em', display: 'flex', justifyContent: 'center' }}>
          <Avatar>
            <LockIcon />
          </Avatar>
        </Box>
        {children}
      </Card>
    </Box>
  );
}

/**
 * Staff sign-in: login id and password, then the account when the login holds several staff accounts, then
 * the MFA channel and code when the account asks for them. Ends in authProvider.login with the session token.
 */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const [step, setStep] = useState<Step>({ name: 'credentials' });
  const [loginId, setLoginId] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(messageOf(e, translate('ra.auth.sign_in_error')));
    } finally {
      setBusy(false);
    }
  };

  const finish = (token: string) => login({ token });

  const chooseAccount = async (loginToken: string, account: Account) => {
    const answer = await openSession(loginToken, account);
    if ('token' in answer) return finish(answer.token);
    setStep({ name: 'mfa-channel', loginToken, account, channels: answer.mfa.channels });
  };

  const submitCredentials = (event: FormEvent) => {
    event.preventDefault();
    preloadSignedInScreens();
    void run(async () => {
      const { token: loginToken, accounts: all } = await logIn(loginId, password);
      const accounts = staffAccounts(all);
      if (accounts.length === 0) throw new Error(translate('porchlight.login.no_staff_account'));
      if (accounts.length === 1) return chooseAccount(loginToken, accounts[0]);
      setStep({ name: 'account', loginToken, accounts });
    });
  };

  return (
    <LoginFrame>
      <CardContent sx={{ width: 340 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h1">
            {translate('porchlight.login.title')}
          </Typography>
          <LocalesMenuButton />
        </Stack>
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {step.name === 'credentials' && (
          <Box component="form" onSubmit={submitCredentials} noValidate>
            <TextField
              label={translate('porchlight.login.login_id')}
              value={loginId}
              onChange={(e) => setLoginId(e.target.value)}
              autoComplete="username"
              autoFocus
              fullWidth
              margin="dense"
              name="loginId"
            />
            <TextField
              label={translate('ra.auth.password')}
              type="password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoComplete="current-password"
              fullWidth
              margin="dense"
              name="password"
            />
            <Button
              type="submit"
              variant="contained"
              fullWidth
              sx={{ mt: 2 }}
              disabled={busy || loginId.trim() === '' || password === ''}
              startIcon={busy ? <CircularProgress size={16} /> : null}
            >
              {translate('ra.auth.sign_in')}
            </Button>
          </Box>
        )}
        {step.name === 'account' && (
          <>
            <Typography variant="body2">{translate('porchlight.login.choose_account')}</Typography>
            <List>
              {step.accounts.map((account) => (
                <ListItemButton
                  key={`${account.cd_instance}-${account.cd_entity}`}
                  disabled={busy}
                  onClick={() => void run(() => chooseAccount(step.loginToken, account))}
                >
                  <ListItemText
                    primary={account.name ?? account.instanceName}
                    secondary={`${account.instanceName} · ${account.accountTypeTranslation}`}
                  />
                </ListItemButton>
              ))}
            </List>
          </>
        )}
        {step.name === 'mfa-channel' && (
          <Stack spacing={2}>
            <Typography variant="body2">{translate('porchlight.login.mfa_choose')}</Typography>
            <ToggleButtonGroup orientation="vertical" exclusive fullWidth>
              {step.channels.map((channel) => (
                <ToggleButton
                  key={channel}
                  value={channel}
                  disabled={busy}
                  onClick={() =>
                    void run(async () => {
                      await sendMfaCode(step.loginToken, step.account, channel);
                      setStep({ name: 'mfa-code', loginToken: step.loginToken, account: step.account });
                    })
                  }
                >
                  {translate(`porchlight.login.mfa_channel_${channel}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <Button onClick={() => setStep({ name: 'credentials' })}>{translate('ra.action.cancel')}</Button>
          </Stack>
        )}
        {step.name === 'mfa-code' && (
          <Box
            component="form"
            noValidate
            onSubmit={(e: FormEvent) => {
              e.preventDefault();
              void run(async () => finish(await verifyMfaCode(step.loginToken, step.account, code)));
            }}
          >
            <Typography variant="body2">{translate('porchlight.login.mfa_code_sent')}</Typography>
            <TextField
              label={translate('porchlight.login.mfa_code')}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
              inputMode="numeric"
              autoComplete="one-time-code"
              fullWidth
              margin="dense"
              name="code"
            />
            <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
              <Button onClick={() => setStep({ name: 'credentials' })}>
                {translate('ra.action.cancel')}
              </Button>
              <Button type="submit" variant="contained" disabled={busy || code.length !== 6} fullWidth>
                {translate('porchlight.login.verify')}
              </Button>
            </Stack>
          </Box>
        )}
      </CardContent>
    </LoginFrame>
  );
}
