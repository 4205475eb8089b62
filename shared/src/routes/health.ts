import { healthAnswerSchema } from '../contract';
import { declareRoutes } from './declare';

/** Whether the api, its database and its stats sources are up. */
export const healthRoutes = declareRoutes({
  'GET /health': {
    tags: ['health'],
    summary:
      "Liveness and database check: 200 when the database answers, 503 when it cannot be reached; the stats sources' last polls",
    response: { 200: healthAnswerSchema },
  },
});
