import type { LocalBehaviour } from '../payments.port.js';

/**
 * The local processor's test numbers (README "Payments"): any other number succeeds. Bank accounts are judged
 * at settlement (an ACH return comes later), cards when charged (a card decline is immediate).
 */
export const LOCAL_TEST_ACCOUNTS: Readonly<Record<string, LocalBehaviour>> = {
  '000123456789': 'succeed',
  '000111111116': 'decline',
  '000222222227': 'fail-once',
  '000333333335': 'fail',
};

export const LOCAL_TEST_CARDS: Readonly<Record<string, LocalBehaviour>> = {
  '4242424242424242': 'succeed',
  '4000000000000002': 'decline',
  '4000000000000119': 'fail-once',
  '4000000000000341': 'fail',
};

/** Banks of the routing numbers the local processor knows by name (others are valid but unnamed). */
export const LOCAL_BANKS: Readonly<Record<string, string>> = {
  '110000000': 'STRIPE TEST BANK',
  '011000015': 'FEDERAL RESERVE BANK',
  '021000021': 'JPMORGAN CHASE BANK',
  '011401533': 'BANK OF AMERICA',
};

export const behaviourOfAccount = (account: string): LocalBehaviour =>
  LOCAL_TEST_ACCOUNTS[account] ?? 'succeed';
export const behaviourOfCard = (card: string): LocalBehaviour => LOCAL_TEST_CARDS[card] ?? 'succeed';
