import type { FastifyInstance } from 'fastify';
import { ApiError } from '../api-error/api-error';

const PROTOTYPE_KEY = 'The JSON body has a "__proto__" or "constructor.prototype" key, which is not accepted';

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * JSON bodies, parsed by Fastify's own parser, which refuses keys that could reach an object's
 * prototype (`__proto__`, `constructor.prototype`) but calls such a body "not valid JSON" like a
 * broken one. A body that is valid JSON and still refused held such a key, and is told so.
 */
export function registerJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body); // a string already (parseAs)
    parseJson(request, text, (error, value) => {
      if (error && isJson(text)) done(new ApiError(400, PROTOTYPE_KEY), undefined);
      else done(error, value);
    });
  });
}
