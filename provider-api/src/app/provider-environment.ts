import { Type, type Static } from '@sinclair/typebox';
import { readEnvironment, Variable } from 'shared-config/environment';

const { port, text, unset } = Variable;

/**
 * What provider-api's own process (`npm run start -w provider-api`) reads from its environment, with
 * each variable's rule, default and meaning (docs/operations.md, "Running in production"). `npm start`'s edge
 * starts it in its own process instead, with options.
 */
export const PROVIDER_ENVIRONMENT = Type.Object({
  PROVIDER_TOKEN: unset('the bearer token every request must carry', 'generated and printed once'),
  DATA_DIR: text('./data', 'the SQLite database and the files of applications'),
  HOST: text('127.0.0.1', 'interface of provider-api'),
  PORT: port(4000, 'port of provider-api (0: any free port)'),
});

export type ProviderVariables = Static<typeof PROVIDER_ENVIRONMENT>;

/** provider-api's variables (a blank one counts as unset; one that breaks its rule throws). */
export const readProviderEnvironment = (env: NodeJS.ProcessEnv): ProviderVariables =>
  readEnvironment(PROVIDER_ENVIRONMENT, env);
