import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { EdgeConfig } from './config';
import { foreignRemoteOrigins } from './pages/remote-locations';

function liveChatOrigins(config: EdgeConfig): { scripts: string[]; sockets: string[] } {
  const { propertyId, widgetId, scriptBaseUrl } = config.liveChat;
  if (!propertyId || !widgetId) return { scripts: [], sockets: [] };
  const { hostname, origin } = new URL(scriptBaseUrl);
  // The widget talks to sibling hosts of its script host (e.g. va.example.to for embed.example.to).
  const parent = hostname.split('.').slice(-2).join('.');
  return { scripts: [origin, `https://*.${parent}`], sockets: [`wss://*.${parent}`] };
}

// Browser features the site never uses, switched off for its pages and anything they embed (the
// chat widget included). `browsing-topics` is the interest-cohort successor; Chromium logs an error
// for features it does not know, so retired names (interest-cohort) are left out.
const PERMISSIONS_POLICY = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * CSP that allows our own origin, the configured remote origins and the live-chat host, nothing more.
 * Helmet's middleware is built once here: @fastify/helmet built it again on every request (the
 * directives parsed, every header rebuilt), a tenth of the edge's CPU on an uncached API call.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: EdgeConfig): void {
  const remotes = foreignRemoteOrigins(config);
  const chat = liveChatOrigins(config);
  const applyHelmet = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes, ...chat.scripts],
        // No inline style: a page the edge composes adds the hashes of its own <style> elements (page-csp.ts).
        styleSrc: ["'self'", ...remotes, ...chat.scripts],
        imgSrc: ["'self'", 'data:', 'blob:', ...remotes, ...chat.scripts],
        fontSrc: ["'self'", ...remotes, ...chat.scripts],
        connectSrc: ["'self'", ...remotes, ...chat.scripts, ...chat.sockets],
        frameSrc: chat.scripts.length ? chat.scripts : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    // Remotes on another origin must be able to load the shell's shared chunks and vice versa.
    crossOriginResourcePolicy: { policy: remotes.length ? 'cross-origin' : 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const headers = { ...recordedHeaders(applyHelmet), 'Permissions-Policy': PERMISSIONS_POLICY };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

type Middleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * The headers a middleware sets, recorded once. Helmet's depend on its options only (no directive
 * here is a per-request function), so running it per request redid the same work: 8 µs and a
 * twentieth of the allocations of an uncached API call.
 */
function recordedHeaders(middleware: Middleware): Record<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return Object.fromEntries(headers);
}
