// The provider credential the e2e edge runs with; only the edge's environment may hold it.
export const E2E_PROVIDER_TOKEN = 'e2e-provider-credential-5f0c9a1d7b3e';
