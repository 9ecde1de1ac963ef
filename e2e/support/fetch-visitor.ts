/**
 * A client of the site without a browser, keeping the cookies the edge gives it (or any it makes up),
 * behind a proxy the edge trusts: each request carries X-Forwarded-For as nginx writes it
 * ($proxy_add_x_forwarded_for), whatever the client claimed first and its own address last.
 */
export class FetchVisitor {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly baseUrl: string,
    private readonly address: string,
    private readonly claimed: () => string | null = () => null,
  ) {}

  private headers(path: string): Record<string, string> {
    const claim = this.claimed();
    // A browser sends the served-releases token with reports only, by its cookie's path.
    const cookie = [...this.cookies]
      .filter(([name]) => name !== 'release_served' || path.startsWith('/api/client-reports'))
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    return { 'x-forwarded-for': claim ? `${claim}, ${this.address}` : this.address, ...(cookie ? { cookie } : {}) };
  }

  /** Opens a page; returns the release of `name` its runtime configuration names. */
  async open(path: string, name: string): Promise<string | null> {
    const response = await fetch(`${this.baseUrl}${path}`, { headers: this.headers(path) });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const config = /<script id=runtime-config type=application\/json>(.*?)<\/script>/.exec(await response.text())?.[1];
    return config ? ((JSON.parse(config) as { releases: Record<string, string | null> }).releases[name] ?? null) : null;
  }

  /** Sends a failure report as a beacon would; returns the status. */
  async report(body: object): Promise<number> {
    const path = '/api/client-reports';
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: { ...this.headers(path), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return response.status;
  }
}
