import { Navigate, Route, Routes } from '@fangtasy/shared/router';
import { RemoteRoute } from '../remotes/remote-route';
import { LoginPage } from '../features/auth/login-page';
import { RegisterPage } from '../features/auth/register-page';
import { BudgetPage } from '../features/budget/budget-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { EditTeamPage } from '../features/edit-team/edit-team-page';
import { LandingPage } from '../features/landing/landing-page';
import { AppLayout } from './app-layout';
import { RedirectIfSignedIn, RequireSession } from './route-guards';
import { SessionKeeper } from './session-keeper';

/** The route table of spec section 2 with its guards; pages from remotes load at run time. */
export function AppRoutes() {
  return (
    <>
      <SessionKeeper />
      <Routes>
        <Route element={<AppLayout />}>
          <Route index element={<Navigate to="/login" replace />} />
          <Route element={<RedirectIfSignedIn />}>
            <Route path="login" element={<LoginPage />} />
          </Route>
          <Route path="register" element={<RegisterPage />} />

          <Route element={<RequireSession />}>
            <Route path="landing" element={<LandingPage />} />
            <Route
              path="create-league"
              element={
                <RemoteRoute
                  remote="mf-commissioner"
                  module="./CreateLeague"
                  title="Create League"
                />
              }
            />
          </Route>

          <Route element={<RequireSession league />}>
            <Route path="dashboard" element={<DashboardPage />} />
            <Route path="edit-team-info" element={<EditTeamPage />} />
            <Route path="budget" element={<BudgetPage />} />
            <Route
              path="roster"
              element={<RemoteRoute remote="mf-roster" module="./MyTeam" title="My Team" />}
            />
            <Route
              path="matchups"
              element={<RemoteRoute remote="mf-matchups" module="./Matchups" title="Matchups" />}
            />
            <Route
              path="league-member-schedule"
              element={
                <RemoteRoute
                  remote="mf-matchups"
                  module="./LeagueSchedule"
                  title="League Schedule"
                />
              }
            />
            <Route
              path="waivers"
              element={<RemoteRoute remote="mf-waivers" module="./WaiverWire" title="Waivers" />}
            />
            <Route
              path="active-waiver-claims"
              element={
                <RemoteRoute
                  remote="mf-waivers"
                  module="./ActiveClaims"
                  title="Active Waiver Claims"
                />
              }
            />
            <Route
              path="league-member-roster"
              element={
                <RemoteRoute
                  remote="mf-league-info"
                  module="./LeagueRosters"
                  title="League Rosters"
                />
              }
            />
            <Route
              path="scoring-rules"
              element={
                <RemoteRoute
                  remote="mf-league-info"
                  module="./ScoringRules"
                  title="Scoring Rules"
                />
              }
            />
            <Route
              path="roster-rules"
              element={
                <RemoteRoute remote="mf-league-info" module="./RosterRules" title="Roster Rules" />
              }
            />
            <Route
              path="waiver-rules"
              element={
                <RemoteRoute remote="mf-league-info" module="./WaiverRules" title="Waiver Rules" />
              }
            />
            {/* Open to every member with a league: the screen itself checks for commissioner. */}
            <Route
              path="activate-league"
              element={
                <RemoteRoute
                  remote="mf-commissioner"
                  module="./ActivateLeague"
                  title="Activate League"
                />
              }
            />
          </Route>

          <Route element={<RequireSession league commissioner />}>
            <Route
              path="add-member-to-league"
              element={
                <RemoteRoute
                  remote="mf-commissioner"
                  module="./AddMember"
                  title="Add Member to League"
                />
              }
            />
            <Route
              path="add-player-to-team"
              element={
                <RemoteRoute
                  remote="mf-commissioner"
                  module="./AddPlayer"
                  title="Add Player to Team"
                />
              }
            />
          </Route>

          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
      </Routes>
    </>
  );
}
