import { useEffect } from 'react';
import { navigate } from '../router/router';
import { useSession } from '../session/session';
import { Loader } from '../ui/controls';

/** The root path (access spec §2): a signed-in user goes to their home, anyone else to login. */
export default function RootPage() {
  const { user } = useSession();
  useEffect(() => {
    navigate(user ? user.landingRoute : '/login', { replace: true });
  }, [user]);
  return <Loader />;
}
