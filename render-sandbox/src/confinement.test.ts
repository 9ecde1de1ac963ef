import { createProcessHost, type ProcessHost } from './process-host';
import { probeConfinement } from './confinement';

describe('how render processes are confined on this host', () => {
  let host: ProcessHost;
  beforeAll(() => {
    host = createProcessHost();
  });
  afterAll(() => host.close());

  it('without util-linux on the PATH: started by Node itself, as the uid it is given, and says why', async () => {
    const found = await probeConfinement(host, true, '/nonexistent');
    expect(found).toMatchObject({
      namespaces: false,
      ownUids: true,
      without: "util-linux's setpriv is not on the PATH",
    });
    expect(found.plan(['script.cjs'], 2_000_000_005)).toEqual({
      file: process.execPath,
      args: ['script.cjs'],
      identity: { uid: 2_000_000_005, gid: 2_000_000_005 },
      forks: false,
    });
  });

  (process.getuid?.() === 0 ? it : it.skip)(
    'as root with util-linux: in network and PID namespaces of its own, dropped to its uid inside them',
    async () => {
      const found = await probeConfinement(host, true);
      expect(found).toMatchObject({ namespaces: true, ownUids: true, without: null });
      const plan = found.plan(['script.cjs'], 2_000_000_005);
      expect(plan).toMatchObject({ file: expect.stringMatching(/\/setpriv$/), identity: null, forks: true });
      expect(plan.args.join(' ')).toMatch(
        /^--pdeathsig=KILL --no-new-privs -- \S+\/unshare --net --pid --fork --kill-child -- \S+\/setpriv --reuid=2000000005 --regid=2000000005 --clear-groups --pdeathsig=KILL -- \S+ script\.cjs$/,
      );
    },
  );
});
