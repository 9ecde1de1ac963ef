import type { TSchema } from '@sinclair/typebox';
import {
  CANARIES,
  CANARY_FIGURES,
  CANARY_HEALTH,
  CONVERSION_RATE,
  FIGURES_SCHEMA,
  GOAL_COMPARISON,
  HALT_FACTS,
  HALT_RULE,
  HISTORY_POINT,
  REPORTED,
  VERDICT_STATE,
  VITALS_SCHEMA,
} from './canary-schemas';
import { LOG_ENTRY } from './log-schemas';
import { CANARY_RELEASE, HALTED_RELEASE, PACKAGE_STATE, PACKAGES_ANSWER, RELEASES_ANSWER } from './package-schemas';
import { CANARY, POINTER, RELEASE, RELEASE_ROW, RELEASE_STATE, SHARED_MODULE } from './release-schemas';
import { ROLLOUT_VIEW, ROLLOUTS_ANSWER } from './rollout-schemas';
import { ROUTE_TABLE_ANSWER, SITE_ROUTE } from './route-table-schemas';
import { TOKEN_HOLDER } from './token-schemas';
import { WEBHOOK_DELIVERY, WEBHOOK_VIEW, WEBHOOKS_ANSWER } from './webhook-schemas';

/**
 * Every schema of the API with a name (`$id`), added to the service once (plugins/app/api-schemas.ts)
 * and used by routes and other schemas through `schemaRef(...)` only. The OpenAPI document lists them
 * under `components.schemas` by that name, and the console's types (release-console/src/release-api/
 * release-types.ts, which `npm run openapi` generates) are named after them. A schema clients should
 * know by name gets `{ $id: '<Name>' }` in its options and one line here.
 */
export const API_SCHEMAS: readonly TSchema[] = [
  TOKEN_HOLDER,
  SHARED_MODULE,
  RELEASE,
  CANARY,
  POINTER,
  RELEASE_STATE,
  RELEASE_ROW,
  CANARY_RELEASE,
  HALTED_RELEASE,
  PACKAGE_STATE,
  PACKAGES_ANSWER,
  RELEASES_ANSWER,
  LOG_ENTRY,
  FIGURES_SCHEMA,
  CANARY_FIGURES,
  VITALS_SCHEMA,
  HALT_FACTS,
  REPORTED,
  VERDICT_STATE,
  HISTORY_POINT,
  HALT_RULE,
  CONVERSION_RATE,
  GOAL_COMPARISON,
  CANARY_HEALTH,
  CANARIES,
  SITE_ROUTE,
  ROUTE_TABLE_ANSWER,
  ROLLOUT_VIEW,
  ROLLOUTS_ANSWER,
  WEBHOOK_DELIVERY,
  WEBHOOK_VIEW,
  WEBHOOKS_ANSWER,
];
