import type { FastifyInstance } from 'fastify';
import type { Rollout } from '../../model/rollouts/rollout-record';
import { startDrivenServices, type DrivenServices } from '../../test-support/driven-release-services';

// Two replicas looking every 40 ms at one store; each step lasts 300 ms and needs 4 canary visitors.
jest.setTimeout(60_000);

describe('a rollout moved on by two service replicas sharing one store', () => {
  let services: DrivenServices;
  let replicas: FastifyInstance[];
  let token: string;
  let release: string;

  const bearer = () => ({ authorization: `Bearer ${token}` });
  const rolloutOf = async (id: string): Promise<Rollout> =>
    (await replicas[1]!.inject({ url: '/api/rollouts', headers: bearer() }))
      .json()
      .rollouts.find((rollout: Rollout) => rollout.id === id);
  const until = async (id: string, state: Rollout['state']) => {
    for (let tries = 0; tries < 200; tries += 1) {
      const rollout = await rolloutOf(id);
      if (rollout?.state === state) return rollout;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`rollout ${id} never became ${state}: ${JSON.stringify(await rolloutOf(id))}`);
  };
  type LogEntry = { actor: string; action: string; detail: string };
  const log = async () =>
    (await replicas[0]!.inject({ url: '/api/log?package=marketing', headers: bearer() })).json().entries as LogEntry[];
  // The log once it shows an entry: a rollout's record says a move before the pointers take it, and
  // the log follows within a look.
  const logShowing = async (shows: (entry: LogEntry) => boolean) => {
    let entries = await log();
    for (let tries = 0; tries < 50 && !entries.some(shows); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      entries = await log();
    }
    return entries;
  };
  async function start(steps: string, approve?: string): Promise<Rollout> {
    const answer = await replicas[0]!.inject({
      method: 'POST',
      url: '/api/activations',
      headers: bearer(),
      payload: { releases: [{ name: 'marketing', id: release }], rollout: { steps, ...(approve ? { approve } : {}) } },
    });
    expect(answer.statusCode).toBe(200);
    return answer.json().rollout;
  }

  // One site and two replicas for the file, a release of marketing of its own for each test.
  beforeAll(async () => {
    services = await startDrivenServices({ count: 2 });
    replicas = services.replicas;
    token = await replicas[0]!.releases.tokens.add('marketing', ['marketing', 'contact']);
  });
  beforeEach(async () => {
    release = await services.publishMarketing(token, expect.getState().currentTestName ?? '');
  });
  afterAll(() => services?.close());

  it('reaches 100 % by itself with healthy visitors from several networks, each step taken exactly once', async () => {
    const started = await start('10,50,100');
    const done = await until(started.id, 'promoted');
    expect(done.events.map(({ action, percent, actor }) => [action, percent, actor])).toEqual([
      ['start', 10, 'marketing'],
      ['step', 50, `rollout ${started.id}`],
      ['promote', 100, `rollout ${started.id}`],
    ]);
    expect(done.events[1]?.figures?.canary).toMatchObject({ visitors: 40, failingVisitors: 0 });
    const entries = (await logShowing((entry) => entry.action === 'activate' && entry.actor !== 'test')).filter(
      (entry) => entry.action !== 'publish' && entry.actor !== 'test',
    );
    expect(entries.map(({ actor, action, detail }) => [actor, action, detail.split(';')[0]])).toEqual([
      ['marketing', 'canary', '10% of visitors'],
      [`rollout ${started.id}`, 'canary', '50% of visitors'],
      [`rollout ${started.id}`, 'activate', expect.stringMatching(/^previous /)],
    ]);
    expect(entries[1]?.detail).toContain('step 2 of 3, 50 % of visitors, on canary 40 visitors, 0 failing (0.0 %)');
  });

  it('waits for approval where its plan says, and goes on once a person approves on the other replica', async () => {
    const started = await start('20,100', '100');
    const waiting = await until(started.id, 'awaiting-approval');
    expect(waiting.events.at(-1)).toMatchObject({ action: 'approval-needed', percent: 20 });
    // Still waiting a while later: no replica approves by itself, and the need is said once.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await rolloutOf(started.id)).events.filter((event) => event.action === 'approval-needed')).toHaveLength(1);
    const approved = await replicas[1]!.inject({
      method: 'POST',
      url: `/api/rollouts/${started.id}/approve`,
      headers: bearer(),
      payload: {},
    });
    expect(approved.statusCode).toBe(200);
    const done = await until(started.id, 'promoted');
    expect(done.events.slice(-2).map(({ action, actor }) => [action, actor])).toEqual([
      ['approve', 'marketing'],
      ['promote', `rollout ${started.id}`],
    ]);
    const isPromotion = (entry: LogEntry) =>
      entry.action === 'activate' && entry.actor !== 'test' && entry.detail.includes(started.id);
    expect((await logShowing(isPromotion)).filter(isPromotion)).toHaveLength(1);
  });

  it('rolls back to stable when the edges halt it, logged with the rule and figures, once', async () => {
    const started = await start('10:1h,100');
    const edgeToken = await replicas[0]!.releases.tokens.addEdge('edge-1');
    const figures = {
      canary: { visitors: 6, failingVisitors: 5, failingNetworks: 3, failureRatePercent: 83.3 },
      stable: { visitors: 40, failingVisitors: 0, failingNetworks: 0, failureRatePercent: 0 },
    };
    const halted = await replicas[0]!.inject({
      method: 'POST',
      url: '/api/edge/halts',
      headers: { authorization: `Bearer ${edgeToken}` },
      payload: {
        package: 'marketing',
        id: release,
        reason: 'rule above-stable (…): canary 5 of 6 visitors failing',
        rule: 'above-stable',
        figures,
      },
    });
    expect(halted.json()).toEqual({ halted: true });
    const done = await until(started.id, 'rolled-back');
    expect(done.events.at(-1)).toMatchObject({ action: 'rollback', figures });
    expect(done.events.at(-1)?.detail).toMatch(
      /^rolled back to stable: the canary marketing .* was halted by edge-1: rule above-stable/,
    );
    const isRollback = (entry: LogEntry) => entry.action === 'rollback' && entry.detail.includes(started.id);
    const rollbacks = (await logShowing(isRollback)).filter(isRollback);
    expect(rollbacks).toEqual([
      expect.objectContaining({
        actor: `rollout ${started.id}`,
        detail: expect.stringMatching(/^halted canary cleared, .*; rollout .* rule above-stable/),
      }),
    ]);
  });

  it('pauses, resumes and aborts with a token covering its packages only', async () => {
    const started = await start('10:1h,100');
    const other = await replicas[0]!.releases.tokens.add('recruitment', ['careers']);
    const act = (request: string, with_ = token) =>
      replicas[1]!.inject({
        method: 'POST',
        url: `/api/rollouts/${started.id}/${request}`,
        headers: { authorization: `Bearer ${with_}` },
        payload: {},
      });
    const refused = await act('abort', other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^this token may not change marketing/);
    expect((await act('pause')).json().rollout.state).toBe('paused');
    expect((await act('approve')).json().message).toMatch(/waits for no approval \(it is paused\)/);
    expect((await act('resume')).json().rollout.state).toBe('running');
    // The whole answer: a refusal shows its message.
    expect((await act('abort')).json()).toMatchObject({ rollout: { state: 'aborted' } });
    const pointers = (await replicas[0]!.inject({ url: '/api/packages', headers: bearer() })).json().packages;
    expect(pointers.find((entry: { name: string }) => entry.name === 'marketing').pointer.canary).toBeNull();
    expect((await act('resume')).json().message).toMatch(/is over \(aborted\)/);
  });
});
