import { messageOfAnswer } from 'shared-config/api-errors';
import type { ContactRequest } from './contact-slice';
import { CONTACT_TIMEOUT_MESSAGE } from './contact-messages';

const CONTACT_ENDPOINT = '/api/contact';
const CONTACT_TIMEOUT_MS = 180_000;

/** The edge's answer: accepted, or refused with its message when it gave one. */
export type ContactResponse = { ok: true } | { ok: false; status: number; message: string | null };

// A body that is not JSON carries no message to show.
const messageOf = async (response: Response) => messageOfAnswer(await response.json().catch(() => null));

/** Moves one submission to the edge. Throws only when no answer arrives (network, timeout). */
export async function sendContactMessage(
  request: ContactRequest,
  timeoutMs: number = CONTACT_TIMEOUT_MS,
): Promise<ContactResponse> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(CONTACT_TIMEOUT_MESSAGE)), timeoutMs);
  try {
    const response = await fetch(CONTACT_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(request),
      signal: controller.signal,
    });
    if (response.ok) return { ok: true };
    return { ok: false, status: response.status, message: await messageOf(response) };
  } finally {
    clearTimeout(timer);
  }
}
