import type { AddressInfo } from 'node:net';
import { createProviderApp } from './create-provider-app';
import type { ProviderApiOptions, RunningProviderApi } from './provider-api-options';

// Wildcard binds are reachable on loopback; a URL needs a concrete host.
function urlHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

export async function startProviderApi(options: ProviderApiOptions): Promise<RunningProviderApi> {
  const host = options.host ?? '127.0.0.1';
  const { app, db } = await createProviderApp(options);
  try {
    await app.listen({ host, port: options.port ?? 0 });
  } catch (error) {
    await app.close();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://${urlHost(host)}:${port}`,
    db,
    close: async () => {
      await app.close();
    },
  };
}
