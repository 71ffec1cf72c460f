// Expected questions in tests: choice options as the API answers them.

/** Each option value keyed by its position, as a stored question holds them. */
export const keyed = (values: string[]) => values.map((value, key) => ({ key, value }));
