import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SandboxRelease } from '../render-outcome';
import { readRenderSandboxSettings, type RenderSandboxSettings } from '../sandbox-settings';

/**
 * A release folder holding one server module, in a private temporary folder (mode 700, as mkdtemp
 * makes it): the render processes must not need to reach it themselves.
 */
export function moduleRelease(source: string, id = 'test-release'): SandboxRelease & { remove(): void } {
  const root = mkdtempSync(path.join(os.tmpdir(), 'sandbox-release-'));
  const folder = path.join(root, 'server');
  mkdirSync(folder);
  writeFileSync(path.join(folder, 'careers.cjs'), source);
  return {
    name: 'careers',
    id,
    folder,
    module: 'careers.cjs',
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** The defaults, with the ceilings small enough for a test to reach quickly. */
export function testSettings(overrides: Partial<RenderSandboxSettings> = {}): RenderSandboxSettings {
  return {
    ...readRenderSandboxSettings({ RENDER_PROCESS_MAX_MB: '160', RENDER_POOL_MAX_MB: '512' }),
    ...overrides,
  };
}
