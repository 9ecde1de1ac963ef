import type { RouteOptions } from 'fastify';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);

function hasSuccessAnswer(response: unknown): boolean {
  return typeof response === 'object' && response !== null && Object.keys(response).some((code) => /^2/.test(code));
}

// A multipart body is read part by part, so it is documented rather than validated whole: its
// route consumes multipart and says in swaggerTransform what the body holds.
function documentsMultipartBody(route: RouteOptions): boolean {
  const consumes = route.schema?.consumes;
  const transform = route.config?.swaggerTransform;
  if (!Array.isArray(consumes) || !consumes.includes('multipart/form-data') || typeof transform !== 'function') {
    return false;
  }
  return transform({ schema: route.schema ?? {}, url: route.url, route, openapiObject: {} }).schema?.body !== undefined;
}

/**
 * What each route leaves undeclared: its path parameters, its query (every GET says what it takes,
 * if only that it takes nothing), its body (where the method has one) and its answers (a 2xx, and
 * a schema for every status it lists). An empty list: every input and answer has its schema.
 */
export function routeSchemaGaps(routes: readonly RouteOptions[]): string[] {
  return routes.flatMap((route) => {
    const schema = route.schema ?? {};
    const name = `${methodsOf(route).join(',')} ${route.url}`;
    const gaps: string[] = [];
    if (route.url.includes(':') && schema.params === undefined) gaps.push('params');
    if (methodsOf(route).includes('GET') && schema.querystring === undefined) gaps.push('querystring');
    if (methodsOf(route).some((method) => BODY_METHODS.has(method)) && schema.body === undefined) {
      if (!documentsMultipartBody(route)) gaps.push('body');
    }
    if (!hasSuccessAnswer(schema.response)) gaps.push('a 2xx answer');
    const answers = Object.entries(schema.response ?? {});
    for (const [code, answer] of answers) {
      if (typeof answer !== 'object' || answer === null) gaps.push(`the ${code} answer`);
    }
    return gaps.map((gap) => `${name}: no schema for ${gap}`);
  });
}
