/**
 * The spec's exact texts (rules §5 and §8), in one place for the client and the
 * server. Functions build the texts that carry a value.
 */
export const MESSAGES = {
  // Validation (rules §5)
  loginRequired: 'Username and password are required.',
  allFieldsRequired: 'All fields are required.',
  usernameFormat:
    'Username must be 3-50 characters and contain only letters, numbers, or underscores.',
  emailFormat: 'Invalid email format. Please enter a valid email.',
  firstNameFormat:
    'First name must be 1-50 characters and contain only letters, spaces, or hyphens.',
  lastNameFormat: 'Last name must be 1-50 characters and contain only letters, spaces, or hyphens.',
  passwordLength: 'Password must be at least 8 characters.',
  passwordsDoNotMatch: 'Passwords do not match.',
  invalidMove: 'Invalid move for this player.',
  leagueNameRequired: 'Please fill in the league name',
  maxRosterSizeMin: 'Max roster size must be at least 1',
  rosterTotalTooLarge: 'Total active position counts and bench must not exceed max roster size',
  rosterNegative: 'Position counts and beginning FAAB budget cannot be negative',
  qbOverMax: 'Quarterback count cannot exceed max QB count',
  rbOverMax: 'Running back count cannot exceed max RB count',
  wrOverMax: 'Wide receiver count cannot exceed max WR count',
  teOverMax: 'Tight end count cannot exceed max TE count',
  scoringNotNumbers: 'All scoring fields must be valid numbers',
  waiverLengthInvalid: 'Waiver length must be a non-negative number',
  waiverDayInvalid: 'Please select a valid waiver day (Wednesday or Thursday)',
  userMissing: 'User information is missing. Please log in.',
  faabInvalid: 'Enter a valid FAAB amount (non-negative number)',
  faabOverBudget: (budget: number) => `FAAB amount exceeds remaining budget of $${budget}`,
  dropRequired: 'Please select a player to drop',
  invalidRosterRules: 'Invalid roster rules',
  duplicateClaim: 'A claim for this player and drop selection already exists',
  missingRequiredInformation: 'Missing required information',
  playerNoLongerAvailable: 'This player is no longer available to be added from waivers.',
  teamNameEmpty: 'Team name cannot be empty or just spaces.',
  teamNameTooLong: 'Team name cannot exceed 50 characters.',
  teamNameCharacters: 'Team name cannot contain control or text-direction characters.',
  teamNameTaken: 'Another team in this league already has that name.',
  usernameRequired: 'Username is required.',
  inviteUsernameFormat:
    'Invalid username format. Must be 3-50 characters, containing only letters, numbers, or underscores.',
  selectPlayerAndMember: 'Please select a player and a league member.',
  noRosterSlot: 'No available roster slots for this player.',
  leagueAlreadyActive: 'League is already activated.',
  multipleCommissioners: 'League has multiple commissioners. Only one commissioner is allowed.',
  wrongMemberCount: (count: number) =>
    `League has ${count} valid members (player or commish). Need exactly 10.`,
  readyToActivate: 'League has 10 valid members and is ready to activate.',
  onlyCommissionerActivates: 'Only the league commissioner can activate the league.',
  regularSeasonOver:
    "This season's last regular-season week has started: the league can't be activated for it.",

  // Login catalogue (rules §8)
  invalidCredentials: 'Invalid username or password.',
  endpointNotFound: 'API endpoint not found. Please check the server configuration.',
  serverError: (message?: string) =>
    message ? `Server error: ${message}` : 'Unknown server issue.',
  otherError: (message?: string) =>
    message ? `Error: ${message}` : 'Failed to connect to the server.',
  noResponse: 'No response from server...',
  loginFailed: 'Error logging in. Please try again.',
  registerFailed: 'Error registering. Please verify the backend server is running...',

  // Dashboard, roster, weeks (rules §8)
  notMemberOfLeague: 'You are not a member of this league.',
  missingUserOrLeague: 'Missing user or league information.',
  invalidUserOrLeague: 'Invalid user or league data.',
  noLeagueMembersForUser: 'No league members found for user.',
  userNotMember: 'User is not a member of this league.',
  noRosterRules: 'No roster rules found for league.',
  failedToLoadRoster: 'Failed to load roster data.',
  invalidPlayerOrLeague: 'Invalid player or league data.',
  failedToMovePlayer: 'Failed to move player.',
  playerNotFound: 'Player not found.',
  failedToDropPlayer: 'Failed to drop player.',
  failedToBenchPlayer: 'Failed to move player to bench.',
  playerMoved: 'Player moved successfully.',
  playerDropped: 'Player dropped successfully.',
  playerBenched: 'Player moved to bench.',
  vampireDetected: 'Vampire league member detected. Special roster rules may apply.',
  failedToFetchWeeks: 'Failed to fetch fantasy weeks',
  noCurrentWeek: 'No fantasy week found for the current date',
  noWeekOne: 'No week 1 found for the current year',
  noSchedules: 'No schedules found for this league.',
  noLeagueMembers: 'No league members found.',
  noMatchupsThisWeek: 'No matchups found for this week.',
  failedToLoadRosters: 'Failed to load rosters.',
  noPlayersEither: 'No players rostered for either team.',
  noPlayersHome: 'No players rostered for home team.',
  noPlayersAway: 'No players rostered for away team.',

  // Waivers and claims (rules §8)
  waiversMissingUserOrLeague: 'Missing user or league information',
  waiversUserNotMember: 'User is not a member of this league',
  failedToLoadWaiverData: 'Failed to load waiver data',
  invalidPlayerOrMember: 'Invalid player or league member information',
  errorAddingPlayer: 'Error adding player to roster.',
  failedToSaveClaim: 'Failed to create/update waiver claim',
  failedToDeleteClaim: 'Failed to delete waiver claim',
  failedToLoadClaims: 'Failed to load waiver claims',
  noActiveClaims: 'No active waiver claims available',

  // Landing, creation, commissioner (rules §8)
  notLoggedIn: 'User not logged in. Please log in to view leagues.',
  failedToCreateLeague: 'Failed to create league',
  noUserWithUsername: 'No user found with this username.',
  failedToAddPlayer: 'Failed to add player.',
  teamNameUpdated: 'Team name updated successfully!',
  userInvited: (first: string, last: string) =>
    `User ${first} ${last} invited to league successfully!`,
  playerAdded: (player: string) => `Successfully added ${player} to roster.`,
  leagueActivated: 'League activated successfully!',
  noLeagueSelected: 'No league selected.',

  // Server rules beyond the spec (rules §8.15)
  playerLocked: 'Player is locked: their game has started.',
  onWaiversUntil: (dayAndTime: string) =>
    `This player is on waivers until ${dayAndTime}. Place a claim instead.`,
  playerAlreadyClaimed: 'Player already claimed',
  notAuthenticated: 'Please log in to continue.',
  forbidden: 'You are not allowed to do that.',
  onlyCommissioner: 'Only the league commissioner can do that.',
  onlyLeagueCreator: 'Only the configured league creator account can create leagues.',
  setupTokenNeeded:
    'This e-mail address is reserved for the league creator: give the set-up token the server printed at start.',
  leagueCreatorProved: 'You can now create leagues.',
  leagueFull: 'League is full (10 members)',
  alreadyMember: 'This user is already a member of this league.',
  usernameTaken: 'Username is already taken.',
  emailTaken: 'Email is already registered.',
  tooManyLoginAttempts: 'Too many login attempts. Please wait a minute and try again.',
  tooManyRegistrations: 'Too many registrations from this address. Please try again later.',
  registrationsBusy:
    'Too many accounts are being registered right now. Please try again in a few minutes.',
  tooManyLiveStreams:
    'Too many live score streams are open for this account; the page refreshes by itself instead.',
  liveStreamsFull: 'Live scores are busy right now; the page refreshes by itself instead.',
  serverBusy: 'The server is busy. Please try again in a moment.',
  databaseUnavailable:
    'The league database cannot be reached right now. Please try again in a moment.',
  budgetsLocked:
    'Budgets are set before the season starts: once the league is active they change only through waiver claims.',
  crossOriginRefused: 'This request did not come from a page of the league app, so it was refused.',
  leagueNotActive: 'League is not active.',
  notFound: 'Not found.',
  invalidResponse: 'Invalid response from server. Please try again later.',

  // Input rules the spec leaves without a text (shared validation)
  leagueNameTooLong: 'League name cannot exceed 100 characters.',
  rosterWholeNumbers: 'Roster counts and beginning FAAB budget must be whole numbers',
  claimPriorityInvalid: 'Claim priority must be a positive whole number.',
  scorePlayerIdsInvalid: 'Player ids must be a non-empty list of player ids.',
  scoreWeekInvalid: 'Week must be a positive integer.',
  scoreSeasonInvalid: 'Season must be an integer of at least 2000.',
  scoreLeagueInvalid: 'League id must be a positive integer.',
  nulCharacter: (field: string) => `${field} cannot contain a NUL character.`,
  bodyTooDeep: 'Request body is nested too deeply.',
  numberTooLarge: (field: string, max: number) =>
    `${field} cannot exceed ${max.toLocaleString('en-US')}.`,
  numberOutOfRange: (field: string, min: number, max: number) =>
    `${field} must be between ${min.toLocaleString('en-US')} and ${max.toLocaleString('en-US')}.`,

  // Accounts, memberships, leagues and rules: api answers the spec leaves without a text
  registered: 'Registration successful! Please log in.',
  loggedIn: 'Login successful.',
  loggedOut: 'Logged out.',
  userNotFound: 'User not found.',
  leagueNotFound: 'League not found.',
  leagueCreated: 'League created successfully!',
  invitationAccepted: 'Invitation accepted.',
  invitationDeclined: 'Invitation declined.',
  invitationWithdrawn: 'Invitation withdrawn.',
  membershipUnchanged: 'This user is already a member of this league as requested.',
  onlyStartingBudget:
    'Only the league commissioner can change a FAAB budget; a new member may only confirm the starting budget of their roster rules before the league is active.',
  invitationNotFound: 'No invitation found for this league.',
  invitationNotPending: 'This invitation is no longer pending.',
  onlyInviteeResponds: 'Only the invited user can accept or decline an invitation.',
  commissionerHandedOver: 'Commissioner role handed over.',
  commissionerKeepsRole:
    'The commissioner cannot change their own role; hand the league to another member instead.',
  roleChangeNotAllowed: 'That role change is not allowed.',
  roleUnchanged: 'Role unchanged.',
  invalidRole: 'Role must be commish, player, invited or declined.',
  faabUpdated: 'FAAB budget updated.',
  rosterRulesSaved: 'Roster rules saved.',
  scoringRulesSaved: 'Scoring rules saved.',
  waiverRulesSaved: 'Waiver rules saved.',
  rulesLocked: 'Rules cannot be changed once the league is active.',
  noScoringRules: 'No scoring rules available.',
  noWaiverRules: 'No waiver rules found for league.',

  // Shell screens (rules §2 and rules §8.10, "Dashboard", "Other messages")
  somethingWentWrong: 'Something went wrong. Please refresh the page.',
  failedToLoadLeagues: 'Failed to load leagues. Please try again.',
  failedToSelectLeague: 'Failed to select league. Please try again.',
  failedToAcceptInvitation: 'Failed to accept invitation. Please try again.',
  failedToDeclineInvitation: 'Failed to decline invitation.',
  /** A prefix: the server message or the error text follows (see prefixedErrorMessage). */
  failedToLoadTeamInfo: 'Failed to load team information: ',
  /** A prefix: the server message or the error text follows. */
  errorUpdatingTeamName: 'Error updating team name: ',
  failedToUpdateTeamName: 'Failed to update team name.',

  // League info screens (rules §2.14 .. "Waiver Rules", rules §8)
  loadingScoringRules: 'Loading scoring rules...',
  loadingRosterRules: 'Loading roster rules...',
  loadingWaiverRules: 'Loading waiver rules...',
  loadingLeagueRosters: 'Loading rosters...',
  noRosterRulesForLeague: 'No roster rules found for this league.',
  noPlayersRosteredYet: 'No players rostered yet.',
  noGameScheduled: 'No game scheduled',
  emptySlot: 'Empty',
  notSet: 'Not set',
  /** Prefixes: the server message or the error text follows (see prefixedErrorMessage). */
  failedToFetchScoringRules: 'Failed to fetch scoring rules: ',
  failedToFetchRosterRules: 'Failed to fetch roster rules: ',
  failedToFetchWaiverRules: 'Failed to fetch waiver rules: ',
  failedToLoadRosterData: 'Failed to load roster data: ',
  failedToLoadRosteredPlayers: 'Failed to load rostered players: ',

  // Rosters and waiver claims: api answers the spec leaves without a text
  beforeWaiverDay: (dayAndTime: string) =>
    `Free agents can be added directly from ${dayAndTime}. Place a claim instead.`,
  playerAlreadyRostered: 'This player is already on a roster in this league.',
  leagueMemberNotFound: 'League member not found.',
  claimNotFound: 'Waiver claim not found.',
  claimNotPending: 'This waiver claim is no longer pending.',
  claimInWaiverRun: 'This waiver claim is in a waiver run now and can no longer be changed.',
  playerInWaiverRun:
    'Waiver claims on this player are being decided. Try again once the waiver run is done.',
  claimCreated: 'Waiver claim created successfully.',
  claimUpdated: 'Waiver claim updated successfully.',
  claimDeleted: 'Waiver claim deleted successfully.',
  claimDropPlayerGone: 'The player to drop is no longer on your roster.',

  // Commissioner tools (rules §2 and §8: Add Member, Activate League)
  userFound: (first: string, last: string) =>
    `User found: ${first} ${last}. Click "Add to League" to invite.`,
  errorCheckingUsername: 'Error checking username. Please verify the backend server is running...',
  errorAddingUserToLeague: 'Error adding user to league...',
  spotsLeft: (spots: number) => `${spots} spot(s) left in the league`,
  pendingInvitationsHoldSpots: (pending: number) =>
    pending === 1
      ? '1 pending invitation holds a spot until it is answered or withdrawn.'
      : `${pending} pending invitations hold spots until they are answered or withdrawn.`,
  failedToWithdrawInvitation: 'Failed to withdraw the invitation.',
  errorFetchingMemberCount: 'Error fetching league member count. Please try again.',
  missingLeagueInformation: 'Missing league information',
  failedToLoadData: 'Failed to load data.',
  /** Prefixes: the server message or the error text follows (see prefixedErrorMessage). */
  failedToActivateLeague: 'Failed to activate league: ',
  errorCheckingLeagueConditions: 'Error checking league conditions: ',

  // The waiver engine's reasons for a failed claim (rules §4.16)
  claimRosterFull: 'Your roster is full and the claim names no player to drop.',
  claimDropPlayerLocked: 'The player to drop is locked: their game has started.',

  // My Team (rules §2.7)
  noRosterData: 'No roster data available.',

  // Matchups and League Schedule (rules §2 and §8, "Matchups", "Schedules")
  /** A prefix: the server message or the error text follows (see prefixedErrorMessage). */
  failedToLoadDataPrefix: 'Failed to load data: ',
  noWeeksAvailable: 'No weeks available',
  noMatchupsAvailable: 'No matchups available',
  noMatchScheduled: 'No match scheduled',
  toBeDetermined: 'TBD',
  unknownTeam: 'Unknown',
  missingScore: '--',
  lastUpdated: (time: string) => `Last updated ${time}`,
  /** A prefix: the server message or the error text follows (rules §8.11). */
  failedToFetchSchedule: 'Failed to fetch schedule: ',
  noFinishedWeeks: 'No finished weeks yet.',

  // Standings (the league table; the spec has no screen for it, so its texts follow the others)
  loadingStandings: 'Loading standings...',
  /** A prefix: the server message or the error text follows (see prefixedErrorMessage). */
  failedToLoadStandings: 'Failed to load standings: ',
  standingsOrder: 'Ranked by win percentage (a tie counts as half a win), then points for.',
  playoffLine: (teams: number) => `Playoff line: the top ${teams} make the playoffs`,

  // Waivers and Active Waiver Claims screens (rules §2 and §8)
  noFreeAgents: 'No free agents available',
  doNotDropPlayer: 'Do Not Drop Player',
  unknownPlayer: 'Unknown Player',
  loadingWaiverClaims: 'Loading waiver claims...',
  loadingWaiverWire: 'Loading free agents...',
  waiversNoLeagueMembers: 'No league members found',
  failedToLoadLeagueMemberData: 'Failed to load league member data',
  failedToLoadExistingClaims: 'Failed to load existing claims',
  failedToFetchRosterRulesForWaivers: 'Failed to fetch roster rules',
  failedToLoadPlayerForEditing: 'Failed to load player details for editing',
  failedToRefreshClaims: 'Failed to refresh waiver claims',

  // Trades (docs/decisions/018-trades.md)
  tradeRulesInvalid:
    'Trade review must be none, commissioner or league_vote, with whole numbers for its hours, votes and week.',
  tradeEmpty: 'A trade needs at least one player.',
  tradePlayerTwice: 'A player can be named only once in a trade.',
  tradeWithOwnTeam: 'You cannot trade with your own team.',
  tradeTooManyPlayers: (max: number) => `A trade can name at most ${max} players on each side.`,
  tradeTeamNotInLeague: 'That team is not in this league.',
  tradePlayerNotOnRoster: (player: string, team: string) => `${player} is not on ${team}'s roster.`,
  tradePlayerGone: (player: string, team: string) =>
    `${player} is no longer on ${team}'s roster: the trade has changed since it was offered.`,
  tradeDropIsTraded: 'A player you trade away cannot also be dropped.',
  tradeDropsNeeded: (team: string) =>
    `${team}'s roster would be over its limits after this trade: choose players to drop.`,
  tradeRosterOver: (team: string) => `${team}'s roster would be over its limits.`,
  tradePositionOver: (team: string, position: string) =>
    `${team} would have more ${position} players than its roster rules allow.`,
  tradeNotFound: 'Trade offer not found.',
  tradeScopeInvalid: 'Scope must be open or closed.',
  tradeNotPending: 'This trade offer is no longer pending.',
  tradeExpired: 'This trade offer has expired.',
  tradeDeadlinePassed: 'The trade deadline has passed.',
  tradeOnlyRecipient: 'Only the team this offer was made to can answer it.',
  tradeOnlyProposer: 'Only the team that made this offer can withdraw it.',
  tradeNotInReview: 'This trade is not under review.',
  tradeReviewEnded: 'The review of this trade has ended: vetoes are no longer counted.',
  tradeOnlyCommissionerReviews: 'Only the league commissioner reviews trades in this league.',
  tradeNoCommissionerReview: 'Trades in this league are not reviewed by the commissioner.',
  tradeNoOwnReview: 'You cannot review a trade your own team is part of.',
  tradeAlreadyVetoed: 'You have already voted to veto this trade.',
  tradeTooManyPending: (max: number) =>
    `You already have ${max} trade offers waiting for an answer.`,
  tradeVetoedByCommissioner: 'Vetoed by the commissioner.',
  tradeVetoedByLeague: 'Vetoed by a league vote.',
  tradeExpiredReason: 'Not answered before the offer expired.',
  tradeCounteredReason: 'Answered with a counter-offer.',

  // The vampire's bite (docs/decisions/019-the-vampire-bite.md)
  biteRulesInvalid:
    'Bite settings take 0 or 1 for each switch, a swap of same_position or none, and a deadline of day_and_hour or waiver_run.',
  bitesOff: 'This league plays without vampire bites.',
  biteNotFound: 'Bite right not found.',
  biteNotOpen: 'This bite right has already been used or has lapsed.',
  biteDeadlinePassed: 'The bite deadline has passed.',
  biteOnlyVampire: 'Only the vampire who won this matchup can use its bite.',
  biteTargetNotAllowed:
    'That player cannot be bitten: only a player who started that week for the losing team can.',
  biteTargetGone: 'That player is no longer on the losing team’s roster.',
  biteSwapRequired:
    'Choose a player of the same position from your starting lineup of that week to send back.',
  biteSwapNotAllowed:
    'The player sent back must have the same position and have started that week for you.',
  biteNoSwap: 'Bites in this league take a player without sending one back.',
  biteDropNeeded: 'Your roster would be over its limits: choose a player to drop.',
  biteDropNotOwn: 'The player to drop must be on your roster and not on injured reserve.',
  biteRosterOver: 'The bite would leave a roster over its limits.',
  biteLapsedNoDeclaration: 'No target was declared before his game.',
  biteLapsedDeclaredDidNotStart: 'The declared target did not start that week.',
  biteLapsedReason: 'Not used before the deadline.',
  declareOnlyVampire: 'Only a vampire facing a regular team this week declares a target.',
  declareNotThisLeague: 'Vampires in this league do not declare their targets.',
  declarePlayerNotOpponent: 'Declare a player on the roster of the team you face this week.',
  garlicNotThisLeague: 'This league plays without garlic.',
  garlicNotFacingVampire: 'Garlic protects a starter only in a week you face a vampire.',
  garlicStarterOnly: 'Garlic can protect only one of your starters.',
  noBitesThisWeek: 'There are no bites this week.',

  // Playoffs and the season's end (docs/decisions/020-playoffs-and-seasons.md)
  quarterfinalRound: 'Quarterfinals',
  semifinalRound: 'Semifinals',
  championshipRound: 'Championship',
  consolationSemifinals: 'Consolation semifinals',
  consolationFinal: 'Consolation final',
  playoffBracketName: 'Playoffs',
  consolationBracketName: 'Consolation bracket',
  noGamesThisWeek: 'No games this week',
  seedByRecord: 'Record (win percentage, a tie counting half a win)',
  seedByPointsFor: 'Points for',
  seedByHeadToHead: 'Head-to-head record among the teams still level',
  seedByLot: 'A draw by lot, made when the league is seeded',
  playoffTieRule:
    'A playoff game level on points after its round (both weeks of a two-week round added) goes to the higher seed.',
  playoffTeamsInvalid: 'Playoff teams must be 4 or 6.',
  weeksPerRoundInvalid: 'Playoff rounds last 1 or 2 weeks.',
  firstPlayoffWeekInvalid: 'The playoffs start in a week from 10 to 14.',
  playoffsDoNotFit: (rounds: number, weeksPerRound: number, first: number, last: number) =>
    `The playoffs must end by week 14: ${rounds} rounds of ${weeksPerRound} week${weeksPerRound === 1 ? '' : 's'} from week ${first} end in week ${last}.`,
  seedingTiebreakerInvalid: 'The seeding tie-breaker is points_for or head_to_head.',
  consolationBracketInvalid: 'The consolation bracket is 1 (played) or 0 (not played).',
  playoffRulesSaved: 'Playoff rules saved.',
  renewRostersInvalid: 'Say whether rosters are kept: keep_rosters 1 or 0.',
  leagueNotComplete: 'A league can be renewed once its season is complete (its final is decided).',
  leagueAlreadyRenewed: 'This league has already been renewed for the next season.',
  noNextSeason: 'There is no next season to renew this league into.',
  leagueRenewed: (season: number) =>
    `League renewed for the ${season} season. Edit its rules if you wish, then activate it.`,
} as const;

/**
 * The live draft's texts (docs/decisions/058, 059). Kept beside MESSAGES rather than in it: the
 * shell hands MESSAGES to remotes built against its type (decision 056), so new texts of a new
 * feature come as a name of their own.
 */
export const DRAFT_MESSAGES = {
  draftSettingsInvalid: (detail: string) => `Invalid draft settings: ${detail}`,
  draftTypeInvalid: 'The draft type is snake, linear or third_round_reversal.',
  draftOrderModeInvalid: 'The draft order is random or commissioner.',
  draftPickSecondsInvalid: (min: number, max: number) =>
    `The pick clock runs from ${min} seconds to ${max / 3600} hours (${min}-${max} seconds).`,
  draftStartsAtInvalid: 'The draft start time must be a date and time (ISO 8601) or empty.',
  draftOrderInvalid: 'A set draft order names every team of the league once.',
  draftSettingsLocked: 'Draft settings can be changed only before the draft starts.',
  draftAlreadyStarted: 'The draft has already started.',
  draftNotStarted: 'The draft has not started.',
  draftNotRunning: 'The draft is not running.',
  draftNotPaused: 'The draft is not paused.',
  draftComplete: 'The draft is complete.',
  draftNeedsTeams: 'The draft needs every team of the league: 10 valid members.',
  draftLeagueActive: 'The league is already active: its draft is over.',
  draftNoPicks: 'No pick has been made yet.',
  draftNotYourTurn: 'It is not your turn to pick.',
  draftStalePick: (overall: number) =>
    `Pick ${overall} is no longer on the clock: the draft has moved on. Refresh to see it.`,
  draftClockExpired: (overall: number) =>
    `The clock ran out on pick ${overall}: the autopick made it. Refresh to see it.`,
  draftPlayerTaken: 'That player has already been drafted.',
  draftPlayerUnknown: 'That player does not exist.',
  draftPlayerDoesNotFit: (player: string) =>
    `${player} does not fit your roster: no open slot or a position maximum is reached.`,
  draftNotADrafter: 'This team does not draft: vampires build their team after the draft.',
  draftQueueTooLong: (max: number) => `A queue holds at most ${max} players.`,
  draftQueueDuplicate: 'A player can be in the queue only once.',
  draftAutopickInvalid: 'Autopick is true or false.',
  draftOverallInvalid: 'The pick number must be a positive whole number.',
  draftLimitInvalid: (min: number, max: number) =>
    `The limit is a whole number from ${min} to ${max}.`,
  draftPositionInvalid: 'The position is QB, RB, WR, TE, K or DEF.',
  draftLogReason: (round: number, pick: number, overall: number) =>
    `Drafted: round ${round}, pick ${pick} (${overall} overall)`,
  draftUnderWayNoAdds:
    'The draft is under way: players join rosters through it until it is complete.',
  draftRunningNoActivation:
    'The draft has started: the league can be activated once it is complete.',
  draftModeInvalid: 'The draft mode is live or offline.',
  draftOfflineOnly:
    'The draft is live: switch it to offline in the draft settings to enter its results.',
  draftOfflineCommissionerOnly: 'In an offline draft the commissioner enters every pick.',
  draftOfflineNoClock: 'An offline draft has no clock to pause or resume.',
  draftOfflinePicksEntered:
    'Picks have been entered already: undo them to upload a file, or enter the rest one by one.',
  draftCsvInvalid: 'The file is text in CSV form, at most 100,000 characters.',
  draftCsvTooLong: (maxChars: number) =>
    `The file is too large: at most ${maxChars.toLocaleString('en-US')} characters.`,
  draftCsvTooManyRows: (maxRows: number) =>
    `The file has too many rows: at most ${maxRows} picks below the header.`,
  draftCsvLineTooLong: (row: number, max: number) =>
    `Row ${row} is too long: at most ${max} characters a line.`,
  draftCsvEmpty: 'The file has no picks: a header line, then one line per pick.',
  draftCsvHeader: (columns: string) =>
    `The first line names the columns: round,pick,team,player (position and nfl_team may follow to tell players with one name apart); found ${columns}.`,
  draftCsvUnreadable: (detail: string) => `The file is not readable CSV: ${detail}`,
  draftCsvRefused: (count: number) =>
    `Nothing was written: ${count} ${count === 1 ? 'problem' : 'problems'} in the file.`,
  draftCsvMoreErrors: (count: number) => `… and ${count} more.`,
  draftCsvColumnCount: (row: number, expected: number, found: number) =>
    `Row ${row}: ${found} values where the header names ${expected}.`,
  draftCsvRound: (row: number, rounds: number) =>
    `Row ${row}: the round is a whole number from 1 to ${rounds}.`,
  draftCsvPick: (row: number, teams: number) =>
    `Row ${row}: the pick is a whole number from 1 to ${teams} (its place in the round).`,
  draftCsvPickTwice: (row: number, round: number, pick: number, first: number) =>
    `Row ${row}: round ${round}, pick ${pick} is also on row ${first}.`,
  draftCsvUnknownTeam: (row: number, team: string) =>
    `Row ${row}: no team named "${team}" in the league.`,
  draftCsvTeamSkipsDraft: (row: number, team: string) =>
    `Row ${row}: ${team} does not draft (vampires build their team after the draft).`,
  draftCsvWrongTeam: (row: number, round: number, pick: number, expected: string, found: string) =>
    `Row ${row}: round ${round}, pick ${pick} is ${expected}'s pick by the draft's order, not ${found}'s.`,
  draftCsvFirstRoundMissing: (team: string) =>
    `${team} has no pick in round 1: the first round's picks give the draft order.`,
  draftCsvUnknownPlayer: (row: number, player: string) =>
    `Row ${row}: no player named "${player}".`,
  draftCsvUnknownPlayerAs: (row: number, player: string, detail: string) =>
    `Row ${row}: no player named "${player}" ${detail}.`,
  draftCsvAmbiguousPlayer: (row: number, player: string, candidates: string) =>
    `Row ${row}: ${candidates.split(', ').length} players are named "${player}" (${candidates}): add the position or nfl_team column to tell them apart.`,
  draftCsvPlayerTwice: (row: number, player: string, first: number) =>
    `Row ${row}: ${player} is also drafted on row ${first}.`,
  draftCsvPlayerRostered: (row: number, player: string) =>
    `Row ${row}: ${player} is already on a roster of the league.`,
  draftCsvNoRoom: (row: number, team: string, player: string) =>
    `Row ${row}: ${team}'s rule set has no room for ${player}: no open slot or a position maximum is reached.`,
  draftCsvMissingPick: (round: number, pick: number, team: string) =>
    `Round ${round}, pick ${pick} (${team}) is missing: the file holds the whole draft.`,
  draftAutopickTeamUnknown: 'That team is not in this league.',
  draftVampireWindow: (until: string) =>
    `Vampires who skipped the draft have free agents to themselves until ${until}.`,
  draftKindInvalid: 'The draft type is snake, linear, third_round_reversal or auction.',
  auctionBudgetInvalid: (min: number, max: number) =>
    `The auction budget is a whole number from ${min} to ${max}.`,
  auctionBidSecondsInvalid: (min: number, max: number) =>
    `The bid clock runs from ${min} to ${max} seconds.`,
  auctionBidInvalid: 'A bid is a whole number of at least 1.',
  auctionOnlyInAuction: 'This draft is not an auction: there is nothing to nominate or bid on.',
  auctionNoPicks: 'This draft is an auction: players are nominated and bid on, not picked.',
  auctionNoUndo: 'A sale in an auction cannot be undone.',
  auctionNotYourNomination: 'It is not your turn to nominate.',
  auctionLotOpen: (lot: number) =>
    `Lot ${lot} is up for bids: a player can be nominated once it is sold.`,
  auctionNoLotOpen: (lot: number) => `Lot ${lot} is not up for bids. Refresh to see the auction.`,
  auctionStaleLot: (lot: number) =>
    `Lot ${lot} is no longer on the block: the auction has moved on. Refresh to see it.`,
  auctionLotSold: (lot: number, player: string, price: number) =>
    `The bid clock ran out on lot ${lot}: ${player} was sold for $${price}. Refresh to see it.`,
  auctionBidTooLow: (highBid: number) => `Your bid must beat the high bid of $${highBid}.`,
  auctionBidAboveMax: (maxBid: number) =>
    `Your bid can be at most $${maxBid}: keep $1 for each other empty slot of your roster.`,
  auctionAlreadyHighBidder: 'You already have the high bid.',
  auctionRosterFull: 'Your roster is full: you cannot bid any more.',
  auctionLogReason: (lot: number, price: number) => `Won at auction: $${price} (lot ${lot})`,
} as const;
