import type { HealthAnswer } from '../contract';
import { callRoute } from './client';

export type { HealthAnswer, StatsSourceHealth } from '../contract';

/** GET /health — liveness and database check; answers the api's clock and the stats sources. */
export const getHealth = (): Promise<HealthAnswer> => callRoute('GET /health');
