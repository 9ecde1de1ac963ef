import { readFile, rm, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PACKAGE_NAMES, isPackageName, type PackageName } from '../packages/package-names';
import { isRecord, parseJsonObject } from '../json-object';
import { writeFileAtomically } from '../store/durable-write';
import { isReleaseId } from '../store/release-id';
import type { Pointers } from './pointer-store';
import { activate, halt, type ReleasePointer } from './release-pointer';

/**
 * What an operator tells the edges of one machine to do with one package, whatever the shared
 * pointers say: stop serving a canary (`halt`), or serve one release to every visitor (`pin`).
 */
export type OverrideRule = ({ halt: string } | { pin: string }) & { by: string; at: string };

export type EmergencyOverride = Partial<Record<PackageName, OverrideRule>>;

function ruleOf(value: unknown): OverrideRule | null {
  if (!isRecord(value)) return null;
  const by = typeof value.by === 'string' ? value.by : 'unknown';
  const at = typeof value.at === 'string' ? value.at : '';
  if (typeof value.halt === 'string' && isReleaseId(value.halt)) return { halt: value.halt, by, at };
  if (typeof value.pin === 'string' && isReleaseId(value.pin)) return { pin: value.pin, by, at };
  return null;
}

/** The override in `text`; an entry that is not a rule is an error, so a typo is never silently ignored. */
export function parseOverride(text: string, file: string): EmergencyOverride {
  const value = parseJsonObject(text);
  if (!value) throw new Error(`${file} is not a JSON object`);
  const override: EmergencyOverride = {};
  for (const [name, entry] of Object.entries(value)) {
    const rule = ruleOf(entry);
    if (!isPackageName(name) || !rule) {
      throw new Error(`${file}: '${name}' must be a package with {"halt": "<canary id>"} or {"pin": "<release id>"}`);
    }
    override[name] = rule;
  }
  return override;
}

/** The override file's rules; none when it does not exist. */
export async function readOverride(file: string): Promise<EmergencyOverride> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  return parseOverride(text, file);
}

/** Writes the rules whole (or removes the file when none is left). */
export async function writeOverride(file: string, override: EmergencyOverride): Promise<void> {
  if (Object.keys(override).length === 0) {
    await rm(file, { force: true });
    return;
  }
  await mkdir(path.dirname(file), { recursive: true });
  await writeFileAtomically(file, `${JSON.stringify(override, null, 2)}\n`);
}

/**
 * The pointers an edge serves under the override: a halt rule stops the canary it names (any other
 * canary, started after it, runs); a pin serves its release to every visitor, without canary.
 */
export function applyOverride(pointers: Pointers, override: EmergencyOverride): Pointers {
  const result = { ...pointers };
  for (const name of PACKAGE_NAMES) {
    const rule = override[name];
    if (!rule) continue;
    const pointer: ReleasePointer = result[name];
    if ('pin' in rule) {
      result[name] = { ...activate(pointer, rule.pin), previous: pointer.previous, halted: pointer.halted };
    } else if (pointer.canary?.id === rule.halt) {
      result[name] = halt(pointer, name);
    }
  }
  return result;
}
