// What the release service tells a team's webhooks, and the bodies it sends: its own JSON (every event
// with a delivery id a receiver deduplicates by), or a message Slack's incoming webhooks accept.
import type { PackageName } from '../../model/packages/package-names';
import type { StepFigures } from '../../model/rollouts/rollout-record';
import type { Webhook } from '../../model/webhooks/webhook-record';

type ReleaseEventName = 'publish' | 'preview' | 'rollout-step' | 'approval-needed' | 'halt' | 'promote' | 'rollback';

export interface ReleaseEvent {
  event: ReleaseEventName;
  at: string;
  /** Who did it: a token's name, `edge` for the edges' halts, `rollout` for a rollout's own steps. */
  actor: string;
  releases: { package: PackageName; id: string }[];
  /** What happened, in one sentence. */
  detail: string;
  /** The rollout the event belongs to, and the share of visitors it left the canary at. */
  rollout: { id: string; percent: number | null } | null;
  /** The halt rule that stopped a canary, and its figures; null for any other event. */
  rule: string | null;
  figures: StepFigures | null;
}

type WebhookFormat = Webhook['format'];

const EMOJI: Record<ReleaseEventName, string> = {
  publish: ':package:',
  preview: ':eyes:',
  'rollout-step': ':arrow_up:',
  'approval-needed': ':raised_hand:',
  halt: ':octagonal_sign:',
  promote: ':white_check_mark:',
  rollback: ':leftwards_arrow_with_hook:',
};

/** The body of one delivery: the same `id` in every attempt of it. */
export function deliveryBody(id: string, event: ReleaseEvent, format: WebhookFormat): string {
  if (format === 'slack') {
    const what = event.releases.map((release) => `${release.package} ${release.id}`).join(', ');
    return JSON.stringify({ text: `${EMOJI[event.event]} *${event.event}* ${what}: ${event.detail} (${event.actor})` });
  }
  return JSON.stringify({ id, ...event });
}
