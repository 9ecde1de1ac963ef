import { HttpError } from '../app/http-error';

export interface EmailRequest {
  toEmail: string;
  toName: string | null;
  subject: string;
  templateId: string | null;
  type: string | null;
  params: Record<string, string>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

// Template ids arrive as numbers from some senders and as strings from others.
function optionalText(value: unknown): string | null {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return null;
}

export function parseEmailRequest(body: unknown): EmailRequest {
  if (!isRecord(body)) throw new HttpError(400, 'Expected a JSON object');
  const to = isRecord(body.to) ? body.to : undefined;
  const toEmail = nonEmptyText(to?.email);
  if (toEmail === undefined) throw new HttpError(400, 'Missing required field: to.email');
  const subject = nonEmptyText(body.subject);
  if (subject === undefined) throw new HttpError(400, 'Missing required field: subject');
  if (!isRecord(body.params)) throw new HttpError(400, 'Missing required field: params');
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(body.params)) {
    if (typeof value !== 'string') throw new HttpError(400, `Invalid params.${name}: expected text`);
    params[name] = value;
  }
  return {
    toEmail,
    toName: nonEmptyText(to?.name) ?? null,
    subject,
    templateId: optionalText(body.template_id),
    type: optionalText(body.type),
    params,
  };
}
