import type { NflTeam } from './constants';

/** A team's colours as a badge shows them: the abbreviation in `text` on `primary`. */
export interface TeamColors {
  primary: string;
  /** The accent: a badge's outline, so a dark badge still stands out on the dark page. */
  secondary: string;
  /** White or black, whichever reads at least 4.5:1 on `primary` (WCAG AA; a test checks all 32). */
  text: string;
}

/** The 32 NFL teams' colours, by the abbreviations of the NFL data (the Rams are LA, not LAR). */
export const NFL_TEAM_COLORS: Readonly<Record<NflTeam, TeamColors>> = {
  ARI: { primary: '#97233F', secondary: '#000000', text: '#FFFFFF' },
  ATL: { primary: '#A71930', secondary: '#000000', text: '#FFFFFF' },
  BAL: { primary: '#241773', secondary: '#9E7C0C', text: '#FFFFFF' },
  BUF: { primary: '#00338D', secondary: '#C60C30', text: '#FFFFFF' },
  CAR: { primary: '#0085CA', secondary: '#101820', text: '#000000' },
  CHI: { primary: '#0B162A', secondary: '#C83803', text: '#FFFFFF' },
  CIN: { primary: '#FB4F14', secondary: '#000000', text: '#000000' },
  CLE: { primary: '#311D00', secondary: '#FF3C00', text: '#FFFFFF' },
  DAL: { primary: '#041E42', secondary: '#869397', text: '#FFFFFF' },
  DEN: { primary: '#FB4F14', secondary: '#002244', text: '#000000' },
  DET: { primary: '#0076B6', secondary: '#B0B7BC', text: '#FFFFFF' },
  GB: { primary: '#203731', secondary: '#FFB612', text: '#FFFFFF' },
  HOU: { primary: '#03202F', secondary: '#A71930', text: '#FFFFFF' },
  IND: { primary: '#002C5F', secondary: '#A2AAAD', text: '#FFFFFF' },
  JAX: { primary: '#006778', secondary: '#D7A22A', text: '#FFFFFF' },
  KC: { primary: '#E31837', secondary: '#FFB81C', text: '#FFFFFF' },
  LA: { primary: '#003594', secondary: '#FFA300', text: '#FFFFFF' },
  LAC: { primary: '#0080C6', secondary: '#FFC20E', text: '#000000' },
  LV: { primary: '#000000', secondary: '#A5ACAF', text: '#FFFFFF' },
  MIA: { primary: '#008E97', secondary: '#FC4C02', text: '#000000' },
  MIN: { primary: '#4F2683', secondary: '#FFC62F', text: '#FFFFFF' },
  NE: { primary: '#002244', secondary: '#C60C30', text: '#FFFFFF' },
  NO: { primary: '#D3BC8D', secondary: '#101820', text: '#000000' },
  NYG: { primary: '#0B2265', secondary: '#A71930', text: '#FFFFFF' },
  NYJ: { primary: '#125740', secondary: '#FFFFFF', text: '#FFFFFF' },
  PHI: { primary: '#004C54', secondary: '#A5ACAF', text: '#FFFFFF' },
  PIT: { primary: '#FFB612', secondary: '#101820', text: '#000000' },
  SEA: { primary: '#002244', secondary: '#69BE28', text: '#FFFFFF' },
  SF: { primary: '#AA0000', secondary: '#B3995D', text: '#FFFFFF' },
  TB: { primary: '#D50A0A', secondary: '#34302B', text: '#FFFFFF' },
  TEN: { primary: '#0C2340', secondary: '#4B92DB', text: '#FFFFFF' },
  WAS: { primary: '#5A1414', secondary: '#FFB612', text: '#FFFFFF' },
};

/** A team's colours; null for an abbreviation that is not one of the 32 (a free agent's ''). */
export const teamColorsOf = (team: string): TeamColors | null =>
  Object.hasOwn(NFL_TEAM_COLORS, team) ? NFL_TEAM_COLORS[team as NflTeam] : null;
