import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const repoRoot = path.resolve(__dirname, '../..');
const HERO = 'Empowering Businesses with Secure, Scalable IT Solutions';
const CHANGED = 'Empowering Businesses with Secure, Scalable IT Services';

function digestOf(dir: string): string {
  const hash = createHash('sha256');
  const walk = (current: string) => {
    for (const name of readdirSync(current).sort()) {
      const full = path.join(current, name);
      if (statSync(full).isDirectory()) walk(full);
      else hash.update(path.relative(dir, full)).update(readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

function findSourceWith(text: string): string {
  const matches: string[] = [];
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      const full = path.join(current, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.tsx?$/.test(name) && !name.includes('.test.') && readFileSync(full, 'utf8').includes(text)) {
        matches.push(full);
      }
    }
  };
  walk(path.join(repoRoot, 'marketing-remote', 'src'));
  if (matches.length !== 1) throw new Error(`expected one source file with the hero text, found ${matches.length}`);
  return matches[0] as string;
}

const buildMarketing = () =>
  execFileSync('npm', ['run', 'build', '--silent', '-w', 'marketing-remote'], { cwd: repoRoot, stdio: 'pipe' });

test('rebuilding only marketing-remote leaves the other dists untouched and shows on the next load', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const others = ['shell', 'careers-remote', 'contact-remote'];
  const before = Object.fromEntries(others.map((pkg) => [pkg, digestOf(path.join(repoRoot, pkg, 'dist'))]));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO);

  const source = findSourceWith(HERO);
  const original = readFileSync(source, 'utf8');
  try {
    writeFileSync(source, original.replace(HERO, CHANGED));
    buildMarketing();
    const after = Object.fromEntries(others.map((pkg) => [pkg, digestOf(path.join(repoRoot, pkg, 'dist'))]));
    expect(after).toEqual(before);
    // The same edge, not restarted: a reload picks up the new remote entry.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CHANGED);
  } finally {
    writeFileSync(source, original);
    buildMarketing();
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO);
});
