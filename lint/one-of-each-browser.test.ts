import { lintImports, type ImportCase } from './lint-imports';

const MESSAGE = "Read a failed answer's message with shared-config/api-errors";
const FIELD = "A Formik text field is shared-config/form-field's FormField";

/** A module's whole text (with a line break, so the lint takes it as the file's source). */
const source = (...lines: string[]) => `${lines.join('\n')}\n`;

describe('one of each browser convention in the lint', () => {
  // One process for every case: loading the lint config takes seconds.
  const messageCases: [string, ImportCase, string[]][] = [
    [
      "careers' copy: the message of an RTK Query error",
      {
        file: 'careers-remote/src/features/jobs-api/read-message.ts',
        source: source('export const read = (error: { data: { message: string } }) => error.data.message;'),
      },
      [MESSAGE],
    ],
    [
      "contact's copy: the message of a fetched body",
      {
        file: 'contact-remote/src/features/contact-form/message-of.ts',
        source: source(
          'export const read = (body: object) => ("message" in body ? String((body as { message: unknown }).message) : null);',
        ),
      },
      [MESSAGE, MESSAGE],
    ],
    [
      "the console's copy: a cast in between",
      {
        file: 'release-console/src/release-api/message.ts',
        source: source('export const read = (data: unknown) => (data as { message?: unknown }).message;'),
      },
      [MESSAGE],
    ],
    [
      'the shared helper itself',
      {
        file: 'shared-config/src/api-errors/answer-message.ts',
        source: source('export const read = (body: { message: string }) => body.message;'),
      },
      [],
    ],
    [
      "an Error's own message",
      { file: 'shell/src/errors/describe.ts', source: source('export const read = (error: Error) => error.message;') },
      [],
    ],
  ];
  const fieldCases: [string, ImportCase, string[]][] = [
    [
      'a Formik field of its own around the shared control class',
      {
        file: 'contact-remote/src/features/contact-form/form-field.tsx',
        source: source(
          "import { useField } from 'formik';",
          "import { Field, fieldControlClass } from 'shared-config/ui';",
          'export const field = [useField, Field, fieldControlClass];',
        ),
      },
      [FIELD],
    ],
    [
      'a Formik field of another kind (a file drop zone), without the text control class',
      {
        file: 'careers-remote/src/features/application-form/file-drop-zone.tsx',
        source: source(
          "import { useField } from 'formik';",
          "import { Field } from 'shared-config/ui';",
          'export const field = [useField, Field];',
        ),
      },
      [],
    ],
    [
      'the shared FormField itself',
      {
        file: 'shared-config/src/forms/form-field.tsx',
        source: source(
          "import { useField } from 'formik';",
          "import { fieldControlClass } from 'shared-config/ui';",
          'export const field = [useField, fieldControlClass];',
        ),
      },
      [],
    ],
  ];
  let messages: string[][];
  let fields: string[][];

  beforeAll(() => {
    messages = lintImports(
      'one-of-each-browser/answer-message',
      messageCases.map(([, lintCase]) => lintCase),
    );
    fields = lintImports(
      'one-of-each-browser/form-field',
      fieldCases.map(([, lintCase]) => lintCase),
    );
  }, 120_000);

  it.each(messageCases.map(([name, , expected], index) => [name, index, expected] as const))(
    'answer message: %s',
    (_name, index, expected) => {
      expect(messages[index]).toEqual(expected.map((message) => expect.stringContaining(message)));
    },
  );

  it.each(fieldCases.map(([name, , expected], index) => [name, index, expected] as const))(
    'form field: %s',
    (_name, index, expected) => {
      expect(fields[index]).toEqual(expected.map((message) => expect.stringContaining(message)));
    },
  );
});
