import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startEdgeProcess, type EdgeProcess } from 'edge/test-support';
import { fixtureBuild } from '../support/fixture-builds';
import { expectPage } from '../support/page-markers';
import { samplePdf, samplePng } from '../support/sample-files';
import { drillPort } from '../support/ports';
import { serveFolder } from './skew/serve-folder';

const SKEW = path.join(__dirname, 'skew');
const REPO_ROOT = path.resolve(__dirname, '../..');
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

/** The previous minor release the drill pins, and the release the shell is built with. */
const olderRelease: string = readJson(path.join(SKEW, 'package-lock.json')).packages[
  'node_modules/@module-federation/enhanced'
].version;
const currentRelease: string = readJson(path.join(REPO_ROOT, 'shell', 'package.json')).dependencies[
  '@module-federation/enhanced'
];

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

/**
 * careers' browser build made with the older plugin, installed apart from the workspace: made once and
 * kept while careers, the shared config and the pinned plugin stay the same (fixture-builds.ts).
 */
const olderCareersBuild = () =>
  fixtureBuild(
    'careers-older-plugin',
    [
      'careers-remote',
      'shared-config',
      'package-lock.json',
      'tsconfig.base.json',
      'types',
      'e2e/drills/skew/package-lock.json',
      'e2e/drills/skew/build-careers.js',
    ],
    '',
    async (output) => {
      const installed = path.join(SKEW, 'node_modules', '@module-federation', 'enhanced', 'package.json');
      if (!existsSync(installed) || readJson(installed).version !== olderRelease) {
        await run('npm', ['ci', '--no-audit', '--no-fund'], SKEW);
      }
      await run(process.execPath, [path.join(SKEW, 'build-careers.js'), output], SKEW);
    },
  );

test.describe('version skew', () => {
  let careersHost: Server;
  let edge: EdgeProcess;
  let careersBuild = '';

  test.beforeAll(async () => {
    // Installing the older plugin and building careers with it, on a run that has no such build yet.
    test.setTimeout(300_000);
    careersBuild = await olderCareersBuild();
    // Deployed on a host of its own, as a team that has not upgraded the plugin yet would deploy it.
    careersHost = await serveFolder(careersBuild, drillPort(5));
    edge = await startEdgeProcess({
      port: drillPort(6),
      env: { REMOTE_CAREERS_URL: `http://localhost:${drillPort(5)}/` },
    });
  });
  test.afterAll(async () => {
    await edge?.stop();
    await new Promise((resolve) => careersHost?.close(resolve));
  });

  test('careers built with the previous minor release of the plugin loads, renders, navigates and takes an application beside the current shell', async ({
    page,
  }) => {
    const fromOlderBuild: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(`http://localhost:${drillPort(5)}/`)) fromOlderBuild.push(response.url());
    });
    await page.goto(`${edge.url}/career?q=developer&location=Remote`);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await expectPage(page, 'careers/CareerPage');

    // careers' remoteEntry.js comes from the older build: its own bundler runtime, of the older release,
    // runs on the runtime core the current shell provides (externalRuntime), so careers' instance
    // reports the shell's release.
    // The build says which plugin made it.
    expect(readJson(path.join(careersBuild, 'mf-manifest.json')).metaData.pluginVersion).toBe(olderRelease);
    expect(olderRelease.split('.').slice(0, 2)).not.toEqual(currentRelease.split('.').slice(0, 2));
    expect(fromOlderBuild.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
    const runtimes = await page.evaluate(() =>
      Object.fromEntries(
        (
          window as unknown as { __FEDERATION__: { __INSTANCES__: { name: string; version: string }[] } }
        ).__FEDERATION__.__INSTANCES__.map(({ name, version }) => [name, version]),
      ),
    );
    expect(runtimes).toMatchObject({ shell: currentRelease, careers: currentRelease });

    // Its links drive the shell's router: a client-side navigation to a job page.
    const card = page.getByRole('article').filter({ hasText: 'Mobile Developer (React Native)' });
    await card.getByRole('link', { name: 'Apply Now' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mobile Developer (React Native)' })).toBeVisible();
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);

    await page.getByLabel('First Name').fill('Grace');
    await page.getByLabel('Last Name').fill('Hopper');
    await page.getByLabel('Email').fill(`grace.${Date.now()}@example.com`);
    await page.getByLabel('Phone Number').pressSequentially('8031234567');
    await page.getByLabel('Portfolio Url').fill('https://grace.example.com');
    await page
      .locator('input[type=file][name="resume"]')
      .setInputFiles({ name: 'grace-cv.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
    await page
      .locator('input[type=file][name="portfolio"]')
      .setInputFiles({ name: 'work.png', mimeType: 'image/png', buffer: samplePng() });
    const submitted = page.waitForResponse((response) => response.url().includes('/api/jobs/apply/'));
    await page.getByRole('button', { name: 'Submit Application' }).click();
    expect((await submitted).ok()).toBe(true);
    await expect(page.getByText('Application submitted successfully')).toBeVisible();
  });
});
