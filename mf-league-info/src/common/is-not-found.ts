import { errorStatusOf } from '@fangtasy/shared';

/** A 404 from a rules call means the league has no such rules yet: an empty state, not a failure. */
export const isNotFound = (error: unknown): boolean => errorStatusOf(error) === 404;
