import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startEdgeProcess } from 'edge/test-support';
import { drillPort } from '../support/ports';
import { processesWithEnv } from '../support/processes-with-env';
import { keepForDrills, siteOptions, stopSite } from '../support/suite-site';

/*
 * A run of the suite leaves nothing in the system's temporary folder: each edge a drill starts removes
 * its data folder when stopped, and the global teardown stops the site's edge, then removes its data
 * folder and the copy of the releases it published, once every process it started (the release
 * service beside it, render processes) has exited: none writes into a folder being removed.
 */

test('an edge a drill starts removes its data folder when stopped', async () => {
  const edge = await startEdgeProcess({ port: drillPort(8) });
  try {
    expect(readdirSync(edge.dataDir)).toContain('releases');
  } finally {
    await edge.stop();
  }
  expect(existsSync(edge.dataDir)).toBe(false);
});

test("the suite's site, stopped as the global teardown stops it, removes its data folder and its releases' copy", async () => {
  const dataDir = path.join(os.tmpdir(), `corelink-e2e-folders-drill-${process.pid}-${Date.now()}`);
  const site = await startEdgeProcess(
    siteOptions({ port: drillPort(9), metricsPort: 0, releaseServicePort: 0 }, dataDir),
  );
  const drills = keepForDrills(site);
  try {
    expect(readdirSync(dataDir)).toEqual(expect.arrayContaining(['provider.sqlite', 'releases']));
    expect(readdirSync(drills.store)).toEqual(expect.arrayContaining(['shell', 'marketing', 'careers', 'contact']));
  } finally {
    // At once, while the release service beside the edge may still be starting.
    await stopSite(site, drills);
  }
  expect(processesWithEnv('DATA_DIR', dataDir)).toEqual([]);
  expect(existsSync(dataDir)).toBe(false);
  expect(existsSync(drills.store)).toBe(false);
  expect(existsSync(path.dirname(drills.store))).toBe(false);
});
