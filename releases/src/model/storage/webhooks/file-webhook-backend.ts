import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { Type } from '@sinclair/typebox';
import { compileFormat, parseJsonFormat } from 'shared-config/server';
import { ReleaseError } from '../../release-error';
import { DELIVERIES_KEPT, DELIVERY, WEBHOOK, type Delivery, type Webhook } from '../../webhooks/webhook-record';
import { writeFileAtomically } from '../files/durable-write';
import type { WebhookBackend } from './webhook-backend';

const WEBHOOKS_FILE = compileFormat(Type.Object({ webhooks: Type.Array(WEBHOOK) }));
const DELIVERIES_FILE = compileFormat(Type.Object({ deliveries: Type.Array(DELIVERY) }));
const PRIVATE = 0o600;

/** Takes `file`'s lock (proper-lockfile, as the tokens do) while `change` runs. */
async function locked<T>(file: string, what: string, change: () => Promise<T>): Promise<T> {
  await mkdir(path.dirname(file), { recursive: true });
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(file, { realpath: false, stale: 10_000, retries: { retries: 20, minTimeout: 25 } });
  } catch {
    throw new ReleaseError(`another change of ${what} is in progress (${file}.lock): nothing was changed`);
  }
  try {
    return await change();
  } finally {
    await release();
  }
}

async function readJson(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new ReleaseError(`${file} cannot be read: ${(error as Error).message}`);
  }
}

/**
 * The webhooks as one file in RELEASES_DIR, readable by its owner only (it holds their secrets), and
 * each webhook's last deliveries as a file of its own beside it; every change under the file's lock,
 * written whole, flushed and renamed into place.
 */
export function fileWebhookBackend(releasesDir: string): WebhookBackend {
  const file = path.join(releasesDir, 'release-webhooks.json');
  const deliveriesOf = (name: string) => path.join(releasesDir, '.webhook-deliveries', `${name}.json`);

  async function read(): Promise<Webhook[]> {
    const text = await readJson(file);
    if (text === null) return [];
    const value = parseJsonFormat(WEBHOOKS_FILE, text);
    if (!value)
      throw new ReleaseError(`the webhooks (${file}) are unreadable: no event is delivered until it is fixed`);
    return value.webhooks;
  }
  const write = (webhooks: Webhook[]) =>
    writeFileAtomically(file, `${JSON.stringify({ webhooks }, null, 2)}\n`, PRIVATE);
  async function deliveries(name: string): Promise<Delivery[]> {
    const text = await readJson(deliveriesOf(name));
    return (text && parseJsonFormat(DELIVERIES_FILE, text)?.deliveries) || [];
  }

  return {
    location: file,
    read,
    insert: (webhook) =>
      locked(file, 'the webhooks', async () => {
        const webhooks = await read();
        if (webhooks.some((other) => other.name === webhook.name)) return false;
        await write([...webhooks, webhook]);
        return true;
      }),
    remove: (name) =>
      locked(file, 'the webhooks', async () => {
        const webhooks = await read();
        if (!webhooks.some((webhook) => webhook.name === name)) return false;
        await write(webhooks.filter((webhook) => webhook.name !== name));
        await rm(deliveriesOf(name), { force: true });
        return true;
      }),
    deliveries,
    recordDelivery: (delivery) =>
      locked(deliveriesOf(delivery.webhook), `the deliveries to ${delivery.webhook}`, async () => {
        const kept = (await deliveries(delivery.webhook)).filter((other) => other.id !== delivery.id);
        const next = [delivery, ...kept].sort((a, b) => b.at.localeCompare(a.at)).slice(0, DELIVERIES_KEPT);
        await writeFileAtomically(deliveriesOf(delivery.webhook), `${JSON.stringify({ deliveries: next })}\n`, PRIVATE);
      }),
  };
}
