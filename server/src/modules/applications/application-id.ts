/** The largest id an applications row can have (an int4 from 1). */
const MAX_INT = 2_147_483_647;

/** An id an applications row can have: anything else is no application, not a database error. */
export const isApplicationId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= MAX_INT;
