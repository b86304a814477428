// What the first screen can show a moment later, in a chunk of its own: react-admin's error pages, its
// notifications and its language menu (menus, pop-overs and focus traps).
export {
  AccessDenied,
  AuthenticationError,
  Error,
  LocalesMenuButton,
  NotFound,
  Notification,
} from 'react-admin';
