import { Type } from '@sinclair/typebox';
import { NonBlankText } from './non-blank-text';

// Some senders give template ids and types as numbers, others as text; both are kept as text.
const TextOrNumber = Type.Union([Type.String(), Type.Number()]);

export const SendEmailBody = Type.Object({
  to: Type.Object({ email: NonBlankText(), name: Type.Optional(Type.String()) }),
  subject: NonBlankText(),
  template_id: Type.Optional(TextOrNumber),
  type: Type.Optional(TextOrNumber),
  params: Type.Record(Type.String(), Type.String(), { description: "The template's values, by name" }),
});

export const QueuedAnswer = Type.Object(
  { message: Type.String() },
  { description: 'Accepted into the outbox: delivery is the outbox reader’s job' },
);
