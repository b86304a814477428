// The marketplace landing (access spec §2 "Marketplace landing"): with a token after 'n=', the two-step
// setup of the purchase; without one, the purchaser's profile with their subscriptions.
import { PURCHASE_TOKEN_PARAM } from '@server/modules/marketplace/marketplace-rules.js';
import { useQuery } from '../router/router';
import { PurchaserProfile } from './PurchaserProfile';
import { PurchaseSetup } from './PurchaseSetup';
import './marketplace.css';

export default function MarketplacePage() {
  const token = useQuery().get(PURCHASE_TOKEN_PARAM)?.trim();
  return token ? <PurchaseSetup token={token} /> : <PurchaserProfile />;
}
