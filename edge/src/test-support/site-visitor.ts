import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/**
 * A browser, as the edge sees it behind a proxy it trusts (TRUST_PROXY set to loopback): it keeps the
 * cookies the edge gives it and arrives from its own address, in X-Forwarded-For.
 */
export class SiteVisitor {
  constructor(
    private readonly app: FastifyInstance,
    readonly address: string,
    readonly cookies = new Map<string, string>(),
  ) {}

  /** The same browser, reaching another edge (behind the same load balancer). */
  at(app: FastifyInstance): SiteVisitor {
    return new SiteVisitor(app, this.address, this.cookies);
  }

  private cookieHeader(path: string): string {
    // The served-releases token is sent with reports only, as a browser does by the cookie's path.
    return [...this.cookies]
      .filter(([name]) => name !== 'release_served' || path.startsWith('/api/client-reports'))
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  }

  private keep(response: LightMyRequestResponse): LightMyRequestResponse {
    for (const cookie of response.cookies) this.cookies.set(cookie.name, cookie.value);
    return response;
  }

  async open(url: string): Promise<LightMyRequestResponse> {
    return this.keep(
      await this.app.inject({ url, headers: { cookie: this.cookieHeader(url), 'x-forwarded-for': this.address } }),
    );
  }

  /** The release of `name` the last page named in its runtime configuration. */
  static releaseIn(page: LightMyRequestResponse, name: string): string | null {
    const config = /<script id=runtime-config type=application\/json>(.*?)<\/script>/.exec(page.body)?.[1];
    return config ? ((JSON.parse(config) as { releases: Record<string, string | null> }).releases[name] ?? null) : null;
  }

  async report(body: Record<string, unknown>): Promise<number> {
    const url = '/api/client-reports';
    const response = await this.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/json',
        cookie: this.cookieHeader(url),
        'x-forwarded-for': this.address,
      },
      payload: JSON.stringify(body),
    });
    return response.statusCode;
  }
}
