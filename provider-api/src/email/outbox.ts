import type { Database } from 'better-sqlite3';

/** An e-mail as the outbox keeps it. */
export interface EmailRequest {
  toEmail: string;
  toName: string | null;
  subject: string;
  templateId: string | null;
  type: string | null;
  params: Record<string, string>;
}

export interface OutboxEmail extends EmailRequest {
  id: number;
  createdAt: string;
}

interface OutboxRow {
  id: number;
  to_email: string;
  to_name: string | null;
  subject: string;
  template_id: string | null;
  type: string | null;
  params: string;
  created_at: string;
}

export function queueEmail(db: Database, email: EmailRequest): number {
  const result = db
    .prepare(
      `INSERT INTO outbox (to_email, to_name, subject, template_id, type, params, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      email.toEmail,
      email.toName,
      email.subject,
      email.templateId,
      email.type,
      JSON.stringify(email.params),
      new Date().toISOString(),
    );
  return Number(result.lastInsertRowid);
}

export function listOutbox(db: Database): OutboxEmail[] {
  return db
    .prepare<[], OutboxRow>('SELECT * FROM outbox ORDER BY id')
    .all()
    .map((row) => ({
      id: row.id,
      toEmail: row.to_email,
      toName: row.to_name,
      subject: row.subject,
      templateId: row.template_id,
      type: row.type,
      params: JSON.parse(row.params) as Record<string, string>,
      createdAt: row.created_at,
    }));
}
