import type { HealthAnswer } from '../contract';
import { apiClient } from './client';

export type { HealthAnswer, StatsSourceHealth } from '../contract';

/** GET /health — liveness and database check; answers the api's clock and the stats sources. */
export async function getHealth(): Promise<HealthAnswer> {
  const response = await apiClient.get<HealthAnswer>('/health');
  return response.data;
}
