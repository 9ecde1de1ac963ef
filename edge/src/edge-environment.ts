import { Type } from '@sinclair/typebox';
import { Variable } from 'shared-config/environment';
import { RELEASE_ENVIRONMENT } from 'releases/model';
import { CANARY_RULE_ENVIRONMENT } from 'releases/edge';
import { SANDBOX_ENVIRONMENT } from 'render-sandbox';

// A length of time must end and a size must hold something: 0 would switch a deadline off, make a
// rate-limit window forget every request (no limit) or leave a cache that cannot be built. A count's
// 0 means none; a port's, any free one.
const { count, figure, text, unset, port, positive } = Variable;
const duration = positive;

/** The edge's own variables (config.ts turns them into EdgeConfig). */
const EDGE_VARIABLES = {
  HOST: text('0.0.0.0', 'interface of the edge'),
  PROVIDER_URL: unset(
    'the job-board provider; the production entry refuses to start without it (`npm start` and `npm run serve` start the demo provider-api on loopback instead)',
  ),
  PROVIDER_TOKEN: unset("the provider's bearer credential (server side only)", 'generated'),
  PROVIDER_TIMEOUT_MS: duration(
    15_000,
    'a provider call whose answer has not started within this, or pauses this long, answers 504',
  ),
  SEND_EMAIL_URL: unset('where contact submissions are sent', '`PROVIDER_URL/email/send-email-single`'),
  CONTACT_RECIPIENT: text('enquiries@corelink.example', 'fixed recipient of contact e-mails'),
  CONTACT_RECIPIENT_NAME: text('Corelink Enquiries', 'the name of that recipient'),
  CONTACT_TEMPLATE_ID: text('contact-submission', 'e-mail template id'),
  CONTACT_RATE_LIMIT_MAX: count(5, 'contact posts allowed per client address per window'),
  CONTACT_RATE_LIMIT_WINDOW_MS: duration(60_000, 'that window'),
  APPLY_RATE_LIMIT_MAX: count(10, 'job applications allowed per client address per window'),
  APPLY_RATE_LIMIT_WINDOW_MS: duration(600_000, 'that window'),
  TRUST_PROXY: unset('which proxies may set X-Forwarded-* and X-Request-Id (true, false or addresses/subnets)', 'none'),
  JOBS_CACHE_TTL_MS: count(5000, 'brief edge cache of job list and detail answers (0: always ask the provider)'),
  SITEMAP_CACHE_TTL_MS: count(60_000, 'cache of the generated sitemap'),
  RELEASES_URL: unset('a static origin serving RELEASES_DIR to browsers; unset: the edge serves it'),
  RELEASE_SERVICE_URL: unset(
    'the release service this edge asks to record the halts it decides and the releases it served (with `RELEASE_EDGE_TOKEN`)',
    'none: its halts stay on this edge',
  ),
  RELEASE_CACHE_MAX_MB: positive(
    1024,
    'megabytes of fetched releases kept beyond what the pointers need (with the release files in a bucket)',
  ),
  RELEASE_EDGE_TOKEN: unset("this edge's token for the release service (`npm run release -- token add <name> --edge`)"),
  PAGE_CACHE_MAX_MB: positive(32, 'composed pages kept ready, in megabytes'),
  LIVE_CHAT_PROPERTY_ID: unset('the live-chat widget; unset: no widget'),
  LIVE_CHAT_WIDGET_ID: unset('the live-chat widget; unset: no widget'),
  LIVE_CHAT_SCRIPT_BASE_URL: text('https://embed.tawk.to', 'where the widget script comes from'),
  HEADERS_TIMEOUT_MS: duration(10_000, "a request's headers must arrive within this (else 408)"),
  REQUEST_TIMEOUT_MS: duration(30_000, 'an ordinary request must arrive whole within this (else 408)'),
  UPLOAD_GRACE_MS: duration(10_000, 'an application is judged by its average rate only after this'),
  UPLOAD_MIN_BYTES_PER_SECOND: duration(20 * 1024, 'an application slower than this on average is cut off (408)'),
  UPLOAD_MAX_MS: duration(600_000, 'an application still arriving after this is cut off (408)'),
  KEEP_ALIVE_TIMEOUT_MS: duration(5000, 'idle keep-alive connections are closed after this'),
  IDLE_TIMEOUT_MS: duration(30_000, 'connections where nothing moves are closed after this'),
  SPOOL_DIR: unset('where uploads wait, one private folder per request', "the system's temporary folder"),
  API_CACHE_MAX_MB: positive(32, 'megabytes kept of provider answers and careers pages rendered from them'),
  SEARCH_RENDER_LIMIT_MAX: count(30, 'careers searches not rendered lately rendered per client address per window'),
  SEARCH_RENDER_LIMIT_WINDOW_MS: duration(60_000, 'that window'),
  SHED_EVENT_LOOP_DELAY_MS: duration(200, 'mean event-loop delay past which new requests get a quick 503'),
  SHED_HEAP_USED_MB: Type.Optional(
    Type.Integer({
      minimum: 0,
      defaultText: "90% of Node's heap limit",
      description: 'heap in use past which new requests get a quick 503 (0: the default)',
    }),
  ),
  SHED_RETRY_AFTER_S: duration(5, 'the Retry-After of a shed request'),
  LOG_LEVEL: text('info', 'log level of the JSON request log'),
  METRICS_PORT: port(9464, 'where Prometheus scrapes /metrics, never the public port (0: any free port)'),
  METRICS_HOST: text('127.0.0.1', 'the interface of the metrics server'),
  DRAIN_DELAY_MS: count(5000, 'after SIGTERM, how long the edge keeps accepting connections while not ready'),
  SHUTDOWN_GRACE_MS: count(20_000, 'once the edge stops listening, how long requests in flight may finish'),
  CLIENT_REPORT_RATE_LIMIT_MAX: count(10, 'browser failure reports allowed per client address per window'),
  CLIENT_REPORT_RATE_LIMIT_WINDOW_MS: duration(60_000, 'that window'),
  VISITOR_KEYS: unset(
    'keys (comma-separated, 32 characters or more, newest first) signing visitor ids and tokens',
    'generated into `RELEASES_DIR`',
  ),
  WEB_VITALS_SAMPLE_PERCENT: figure(100, 'the share of page views that report their Core Web Vitals (at most 100)'),
  WEB_VITALS_RATE_LIMIT_MAX: count(20, 'measurement reports allowed per client address per window'),
  WEB_VITALS_RATE_LIMIT_WINDOW_MS: duration(60_000, 'that window'),
  RENDER_START: Type.String({
    pattern: '^(listen|first-use)$',
    rule: "'listen' or 'first-use'",
    default: 'listen',
    description: "when the render processes start and the stable composition's frames are drawn",
  }),
};

/**
 * Every variable the edge reads, with its type, range, default and meaning: the release environment's,
 * the halt rule's (which the release service reads too), the render sandbox's and its own. docs/operations.md's table lists the same (config-table.test.ts).
 */
export const EDGE_ENVIRONMENT = Type.Object({
  ...RELEASE_ENVIRONMENT.properties,
  ...EDGE_VARIABLES,
  ...CANARY_RULE_ENVIRONMENT.properties,
  ...SANDBOX_ENVIRONMENT.properties,
});
