// The root path (access spec §2): an address with the marketplace marker shows the marketplace landing;
// any other goes where the home screen sends it.
import { PURCHASE_TOKEN_PARAM } from '@server/modules/marketplace/marketplace-rules.js';
import { lazy, Suspense } from 'react';
import { useQuery } from '../router/router';
import { Loader } from '../ui/controls';

const Landing = lazy(() => import('./MarketplacePage'));
const Home = lazy(() => import('../home/RootPage'));

export default function RootPage() {
  const marked = useQuery().has(PURCHASE_TOKEN_PARAM);
  return <Suspense fallback={<Loader />}>{marked ? <Landing /> : <Home />}</Suspense>;
}
