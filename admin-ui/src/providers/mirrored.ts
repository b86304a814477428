/** The class of our icons that point along the reading direction (back, previous, next); MUI mirrors its own. */
export const MIRRORED = 'porchlight-mirrored';

/** The arrow from a value to the next one (a state to the next, say), pointing the way the page reads. */
export const forward = (): string => (document.documentElement.dir === 'rtl' ? '←' : '→');
