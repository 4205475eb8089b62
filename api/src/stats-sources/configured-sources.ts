import type { ApiConfig } from '../config';
import { csvLimitsOf } from '../import/csv-table';
import { espnLiveFeed } from './espn/espn-live-feed';
import { nflverseNightlyRefresh } from './nflverse-nightly';
import type { StatsSource } from './stats-source';

/** The sources a deployment turned on (LIVE_FEED, NFLVERSE_SEASON); none by default. */
export function configuredSources(config: ApiConfig): StatsSource[] {
  const sources: StatsSource[] = [];
  if (config.nflverseSeason !== undefined)
    sources.push(
      nflverseNightlyRefresh({
        baseUrl: config.nflverseBaseUrl,
        season: config.nflverseSeason,
        cacheDir: config.nflverseCacheDir,
        refreshAt: config.nflverseRefreshAt,
        timeoutMs: config.sourceTimeoutMs,
        limits: csvLimitsOf(config),
      }),
    );
  if (config.liveFeed === 'espn')
    sources.push(espnLiveFeed({ baseUrl: config.liveFeedUrl, timeoutMs: config.sourceTimeoutMs }));
  return sources;
}
