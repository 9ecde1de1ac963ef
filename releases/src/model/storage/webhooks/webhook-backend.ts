import type { Delivery, Webhook } from '../../webhooks/webhook-record';

/** Where the teams' webhooks and their last deliveries are kept: files in RELEASES_DIR, or Redis. */
export interface WebhookBackend {
  /** For messages: the file, or Redis's host:port. */
  location: string;
  read(): Promise<Webhook[]>;
  /** Adds a webhook; false when its name is taken. */
  insert(webhook: Webhook): Promise<boolean>;
  /** Removes the webhook of `name` and its deliveries; false when there was none. */
  remove(name: string): Promise<boolean>;
  /** The last deliveries to the webhook of `name`, the newest first. */
  deliveries(name: string): Promise<Delivery[]>;
  /** Keeps a delivery as it now stands (by its id), dropping the oldest past the number kept. */
  recordDelivery(delivery: Delivery): Promise<void>;
}
