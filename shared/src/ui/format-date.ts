import { inEastern } from '../domain/time';

// Every league rule reads time in US Eastern (rules §9), so every date shown does too:
// a member in another zone sees the same waiver deadline as the league.

/** 'Nov 9, 2025' in US Eastern. */
export const formatEasternDate = (instant: Date | string | number) =>
  inEastern(instant).format('MMM D, YYYY');

/** 'Nov 9, 2025 3:00 PM ET' in US Eastern. */
export const formatEasternDateTime = (instant: Date | string | number) =>
  `${inEastern(instant).format('MMM D, YYYY h:mm A')} ET`;
