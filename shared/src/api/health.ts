import { apiClient } from './client';

export interface HealthAnswer {
  status: 'success';
  /** The api clock's instant (FANTASY_NOW when fixed). */
  now: string;
}

/** GET /health — liveness and database check; answers the api's clock. */
export async function getHealth(): Promise<HealthAnswer> {
  const response = await apiClient.get<HealthAnswer>('/health');
  return response.data;
}
