import { readFile, rm, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PACKAGE_NAMES, isPackageName, type PackageName } from '../../model/packages/package-names';
import { Type } from '@sinclair/typebox';
import { compileFormat, parseJsonFormat } from 'shared-config/server';
import { writeFileAtomically } from '../../model/storage/files/durable-write';
import { RELEASE_ID } from '../../model/releases/release-id';
import type { Pointers } from '../../model/pointers/pointer-set';
import { activate, halt, type ReleasePointer } from '../../model/pointers/release-pointer';

/**
 * What an operator tells the edges of one machine to do with one package, whatever the shared
 * pointers say: stop serving a canary (`halt`), or serve one release to every visitor (`pin`).
 */
type OverrideRule = ({ halt: string } | { pin: string }) & { by: string; at: string };

export type EmergencyOverride = Partial<Record<PackageName, OverrideRule>>;

// Who wrote a rule and when are for people reading the file; a rule without them still holds.
const SIGNED = { by: Type.Optional(Type.String()), at: Type.Optional(Type.String()) };

// One package's entry of the override file: a canary to halt, or a release to pin.
const HALT_RULE = compileFormat(Type.Object({ halt: RELEASE_ID, ...SIGNED }));
const PIN_RULE = compileFormat(Type.Object({ pin: RELEASE_ID, ...SIGNED }));

const OVERRIDE_FILE = compileFormat(Type.Record(Type.String(), Type.Unknown()));

function ruleOf(value: unknown): OverrideRule | null {
  if (HALT_RULE.Check(value)) return { halt: value.halt, by: value.by ?? 'unknown', at: value.at ?? '' };
  if (PIN_RULE.Check(value)) return { pin: value.pin, by: value.by ?? 'unknown', at: value.at ?? '' };
  return null;
}

/** The override in `text`; an entry that is not a rule is an error, so a typo is never silently ignored. */
export function parseOverride(text: string, file: string): EmergencyOverride {
  const value = parseJsonFormat(OVERRIDE_FILE, text);
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
