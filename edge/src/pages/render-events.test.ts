import { Registry } from 'prom-client';
import type { PoolEvent } from 'render-sandbox';
import { createRenderMetrics } from '../metrics/render-metrics';
import { renderEventReporter } from './render-events';

const release = {
  name: 'careers',
  id: '20261127T120000000Z-0123456789abcdef',
  folder: '/releases/x',
  module: 'careers.cjs',
};

function reporter(trustsLoopback = false) {
  const registry = new Registry();
  const lines: { level: string; message: string }[] = [];
  const log = {
    info: (_fields: object, message: string) => lines.push({ level: 'info', message }),
    warn: (_fields: object, message: string) => lines.push({ level: 'warn', message }),
    error: (_fields: object, message: string) => lines.push({ level: 'error', message }),
  };
  const report = renderEventReporter(
    log as never,
    createRenderMetrics(registry, () => 0),
    {
      breakerWindowMs: 60_000,
      trustsLoopback,
    },
  );
  return { report, lines, metrics: () => registry.metrics() };
}

describe('what the edge does with what its render pools tell it', () => {
  it('counts and logs each render process the watchdog replaced, naming the release it ran', async () => {
    const { report, lines, metrics } = reporter();
    report({
      kind: 'replaced',
      reason: 'idle-cpu',
      release,
      message: 'its render process used 612 ms of CPU while it rendered nothing (500 allowed)',
    });
    report({
      kind: 'replaced',
      reason: 'stopped',
      release: null,
      message: 'its render process was found stopped (by a signal or a debugger)',
    });
    expect(lines).toEqual([
      {
        level: 'warn',
        message: `render process running careers ${release.id} replaced (idle-cpu): its render process used 612 ms of CPU while it rendered nothing (500 allowed)`,
      },
      {
        level: 'warn',
        message: 'render process replaced (stopped): its render process was found stopped (by a signal or a debugger)',
      },
    ]);
    const text = await metrics();
    expect(text).toContain('edge_render_processes_replaced_total{reason="idle-cpu"} 1');
    expect(text).toContain('edge_render_processes_replaced_total{reason="stopped"} 1');
  });

  it('counts and logs what a module did besides answering, by kind', async () => {
    const { report, lines, metrics } = reporter();
    report({
      kind: 'conduct',
      release,
      conduct: { signals: ['SIGSTOP to process 812'], connections: ['127.0.0.1:8080'], left: [] },
    });
    expect(lines).toEqual([
      {
        level: 'warn',
        message: `careers careers.cjs in careers ${release.id} signalled other processes, opened connections`,
      },
    ]);
    const text = await metrics();
    expect(text).toContain(
      `edge_server_module_conduct_total{package="careers",release="${release.id}",kind="signal"} 1`,
    );
    expect(text).toContain(
      `edge_server_module_conduct_total{package="careers",release="${release.id}",kind="connection"} 1`,
    );
    expect(text).not.toContain('kind="left-running"');
  });

  it('says once how render processes are confined, and warns of what is missing, of a proxy trusted on loopback and of a uid another process holds', () => {
    const namespaced = reporter();
    const confined: PoolEvent = { kind: 'confined', confinement: { namespaces: true, ownUids: true, without: null } };
    namespaced.report(confined);
    namespaced.report(confined);
    expect(namespaced.lines).toEqual([
      {
        level: 'info',
        message:
          'render processes run in namespaces of their own (no network, no other process in sight), each under a uid of its own',
      },
    ]);

    const bare = reporter(true);
    bare.report({
      kind: 'confined',
      confinement: { namespaces: false, ownUids: false, without: "util-linux's setpriv is not on the PATH" },
    });
    bare.report({
      kind: 'uid-taken',
      uid: 2000000004,
      holder: 'process 77, which is no render process of the sandbox',
    });
    expect(bare.lines).toEqual([
      {
        level: 'warn',
        message:
          "render processes run without namespaces, with the network, under the edge's user: util-linux's setpriv is not on the PATH",
      },
      {
        level: 'warn',
        message:
          'TRUST_PROXY trusts loopback while render processes have the network: a server module can send this edge requests with any X-Forwarded-For',
      },
      {
        level: 'warn',
        message:
          'uid 2000000004 of RENDER_UIDS is held by process 77, which is no render process of the sandbox: skipped; give each edge on a host a range of its own',
      },
    ]);
  });
});
