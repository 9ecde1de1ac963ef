import { readRenderSandboxSettings } from 'render-sandbox';
import type { ServerRenderResult } from '../../model/releases/release-record';
import { smokeRender } from '../checks/server-render-check';
import type { PackageName } from '../../model/packages/package-names';
import type { ChangeContext } from './change-context';

/**
 * The smoke render of a release folder's server modules with the settings the edges use (or the
 * context's own `smokeRender`); a check that could not run at all is a problem of its own (the
 * release must not go live unchecked).
 */
export async function smokeRenderRelease(
  context: Pick<ChangeContext, 'renderSandbox' | 'smokeRender'>,
  folder: string,
  name: PackageName,
  id: string,
): Promise<ServerRenderResult | null> {
  if (context.smokeRender) return context.smokeRender(folder, name, id);
  const settings = context.renderSandbox ?? readRenderSandboxSettings(process.env);
  try {
    return await smokeRender(folder, name, id, settings);
  } catch (error) {
    return {
      checkedAt: new Date().toISOString(),
      problems: [`the smoke render could not run: ${(error as Error).message}`],
    };
  }
}
