// `shared-config/server`: what every server package (the edge, the release control plane, the
// provider, the drills) shares and no one of them owns: the one error handler and the one OpenAPI
// set-up of the fastify servers, the one signed-token format, JSON file formats, secret files, how
// TRUST_PROXY is read, the checkout's root, a free loopback port.
export { registerErrorAnswers, type ErrorAnswerRules } from './error-answers';
export { compileFormat, parseJsonFormat } from './json-format';
export { freePort } from './free-port';
export { registerOpenApi, type OpenApiDescription } from './openapi-document';
export { REPO_ROOT } from './repo-root';
export { sharedSecret } from './secret-file';
export {
  canonicalBase64url,
  openJsonToken,
  openSignedToken,
  signJsonToken,
  signToken,
  type OpenedToken,
  type TokenPurpose,
} from './signed-token';
export { readTrustProxy } from './trust-proxy';
