import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BuildIcon from '@mui/icons-material/Build';
import KeyIcon from '@mui/icons-material/Key';
import PaletteIcon from '@mui/icons-material/Palette';
import PeopleIcon from '@mui/icons-material/People';
import PolicyIcon from '@mui/icons-material/Policy';
import SettingsIcon from '@mui/icons-material/Settings';
import { Box, Divider, ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import { forwardRef, type ReactNode, useState } from 'react';
import {
  AppBar,
  LoadingIndicator,
  LocalesMenuButton,
  Logout,
  Menu,
  Layout as RaLayout,
  TitlePortal,
  UserMenu,
  useCanAccess,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { canAccess } from '../api/access.js';
import { callerName } from '../api/caller.js';
import { useCaller } from '../api/useCaller.js';
import { ChangePasswordDialog } from './ChangePasswordDialog.js';
import { GovernmentNav } from './GovernmentNav.js';
import { PrivacyPolicyDialog } from './PrivacyPolicyDialog.js';

const DialogMenuItem = forwardRef<HTMLLIElement, { icon: ReactNode; label: string; onOpen: () => void }>(
  ({ icon, label, onOpen }, ref) => {
    const userMenu = useUserMenu();
    return (
      <MenuItem
        ref={ref}
        onClick={() => {
          userMenu?.onClose();
          onOpen();
        }}
      >
        <ListItemIcon>{icon}</ListItemIcon>
        <ListItemText>{label}</ListItemText>
      </MenuItem>
    );
  },
);

/** The settings dropdown (access spec §2): the account's name, Community profiles, Privacy, Change password, Logout. */
function SettingsMenu() {
  const translate = useTranslate();
  const caller = useCaller();
  const [dialog, setDialog] = useState<'privacy' | 'password' | null>(null);
  const navigate = useNavigate();
  return (
    <>
      <UserMenu>
        {caller && (
          <Box sx={{ px: 2, py: 1 }}>
            <Typography variant="subtitle2">{callerName(caller.me)}</Typography>
            <Typography variant="caption" color="text.secondary">
              {caller.me.accountTypeTranslation}
            </Typography>
          </Box>
        )}
        <Divider />
        <DialogMenuItem
          icon={<PeopleIcon fontSize="small" />}
          label={translate('porchlight.gov_settings.title')}
          onOpen={() => navigate('/gov-settings')}
        />
        <DialogMenuItem
          icon={<PolicyIcon fontSize="small" />}
          label={translate('porchlight.nav.privacy')}
          onOpen={() => setDialog('privacy')}
        />
        <DialogMenuItem
          icon={<KeyIcon fontSize="small" />}
          label={translate('porchlight.password.menu')}
          onOpen={() => setDialog('password')}
        />
        <Logout />
      </UserMenu>
      <PrivacyPolicyDialog open={dialog === 'privacy'} onClose={() => setDialog(null)} />
      <ChangePasswordDialog open={dialog === 'password'} onClose={() => setDialog(null)} />
    </>
  );
}

function TopBar() {
  const translate = useTranslate();
  return (
    <AppBar
      userMenu={<SettingsMenu />}
      toolbar={
        <>
          <LocalesMenuButton />
          <LoadingIndicator />
        </>
      }
    >
      <Typography variant="h6" component="span" sx={{ mr: 2, whiteSpace: 'nowrap' }}>
        {translate('porchlight.app_title')}
      </Typography>
      <GovernmentNav />
      <TitlePortal
        variant="body1"
        sx={{
          flex: 1,
          ml: 2,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          opacity: 0.85,
        }}
      />
    </AppBar>
  );
}

function GatedItem({
  resource,
  to,
  label,
  icon,
}: {
  resource: string;
  to: string;
  label: string;
  icon: ReactNode;
}) {
  const { canAccess } = useCanAccess({ action: 'list', resource });
  return canAccess ? <Menu.Item to={to} primaryText={label} leftIcon={icon} /> : null;
}

/** One entry for every configuration table the caller may read (the schema's resources, users among them). */
function ConfigurationItem() {
  const translate = useTranslate();
  const caller = useCaller();
  // The caller is undefined while it loads (null signed out).
  const readsAny = caller?.schema.some(
    (entry) => entry.name !== 'applications' && canAccess(caller, 'list', entry.name),
  );
  return readsAny ? (
    <Menu.Item
      to="/configuration"
      primaryText={translate('porchlight.nav.configuration')}
      leftIcon={<SettingsIcon />}
    />
  ) : null;
}

/** The queue and one Configuration entry for the admin tables, then the portals. */
function SideMenu() {
  const translate = useTranslate();
  return (
    <Menu>
      <Menu.ResourceItem name="applications" />
      <ConfigurationItem />
      <Divider />
      <GatedItem
        resource="program-portal"
        to="/program-portal"
        label={translate('porchlight.nav.program_portal')}
        icon={<AccountTreeIcon />}
      />
      <GatedItem
        resource="instance-portal"
        to="/instance-portal"
        label={translate('porchlight.nav.instance_portal')}
        icon={<PaletteIcon />}
      />
      <GatedItem
        resource="reports"
        to="/reports"
        label={translate('porchlight.nav.reports')}
        icon={<AssessmentIcon />}
      />
      <GatedItem
        resource="tools"
        to="/tools"
        label={translate('porchlight.nav.tools')}
        icon={<BuildIcon />}
      />
    </Menu>
  );
}

// The page may be narrower than a wide table (react-admin sizes it to fit its content): the queue's table
// scrolls inside its card instead of widening the page.
const FIT_VIEWPORT = { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } };

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={TopBar} menu={SideMenu} sx={FIT_VIEWPORT}>
      {children}
    </RaLayout>
  );
}
