import { lintImports, type ImportCase } from './lint-imports';

type Case = [string, ImportCase, string[]];

// Every case of every rule below, linted in one process once (loading the lint config takes seconds):
// each case is checked against all the plugin's rules, so a case of one rule trips no other.
const cases: Case[] = [];
let linted: string[][] | null = null;

function check(rule: string, ruleCases: Case[]): void {
  const first = cases.length;
  cases.push(...ruleCases);
  it.each(ruleCases.map(([label, , expected], index) => [label, first + index, expected] as const))(
    `%s (${rule})`,
    (_label, index, expected) => {
      linted ??= lintImports(
        'one-of-each/',
        cases.map(([, lintCase]) => lintCase),
      );
      const found = linted[index] ?? [];
      // Each message as far as the case words it: the rest says what to do instead.
      expect(found.map((message, at) => message.slice(0, (expected[at] ?? message).length))).toEqual(expected);
    },
  );
}

const FACTORY = 'This declares errorAnswer again';
const INLINE = "Write this answer as errorAnswer('<when>')";
const TYPEBOX = "import { Type } from '@sinclair/typebox';\n";

describe('one schema of an error answer, in the lint', () => {
  check('error-answer', [
    [
      "a server's own errorAnswer, as provider-api, the edge and the release service each had",
      {
        file: 'provider-api/src/schemas/error-answer.ts',
        source: `${TYPEBOX}export const errorAnswer = (description: string) =>\n  Type.Object({ message: Type.String() }, { description, additionalProperties: false });\n`,
      },
      [FACTORY],
    ],
    [
      'the same as a function declaration',
      {
        file: 'edge/src/api/schemas/error-answer.ts',
        source: `${TYPEBOX}export function refusal(description: string) {\n  return Type.Object({ message: Type.String() }, { description });\n}\n`,
      },
      [FACTORY],
    ],
    [
      "a route writing a refusal's schema out",
      {
        file: 'releases/src/control-plane/service/routes/gc/gc-route.ts',
        source: `${TYPEBOX}export const response = { 200: Type.Object({}), 409: Type.Object({ message: Type.String() }), '4xx': Type.Object({ message: Type.String() }) };\n`,
      },
      [INLINE, INLINE],
    ],
    [
      'a route using the shared one, and an answer that is no refusal holding a message',
      {
        file: 'provider-api/src/email/send-email-route.ts',
        source: `${TYPEBOX}import { errorAnswer } from 'shared-config/server-schemas';\nexport const QueuedAnswer = Type.Object({ message: Type.String() }, { description: 'Accepted' });\nexport const response = { 202: QueuedAnswer, 400: errorAnswer('A field missing') };\n`,
      },
      [],
    ],
    [
      'the shared declaration itself',
      {
        file: 'shared-config/src/server-schemas/error-answer.ts',
        source: `${TYPEBOX}export const errorAnswer = (description: string) =>\n  Type.Object({ message: Type.String() }, { description, additionalProperties: false });\n`,
      },
      [],
    ],
  ]);
});

const OWN = (method: string) => `${method} is shared-config/server's`;

describe('one error handler, in the lint', () => {
  check('error-handler', [
    [
      "the edge's error handler as app.ts had it",
      {
        file: 'edge/src/app.ts',
        source:
          "import Fastify from 'fastify';\nimport { describeSchemaErrors } from 'shared-config/server-schemas';\nconst app = Fastify();\n" +
          'app.setSchemaErrorFormatter((errors, dataVar) => new Error(describeSchemaErrors(errors, dataVar)));\n' +
          "app.setErrorHandler((error, request, reply) => reply.code(500).send({ message: 'Something went wrong' }));\n",
      },
      [OWN('setSchemaErrorFormatter'), OWN('setErrorHandler')],
    ],
    [
      "a scope's handler of its own, as the edge's API had",
      {
        file: 'edge/src/api/register-api.ts',
        source:
          "import type { FastifyInstance } from 'fastify';\nexport async function registerApi(app: FastifyInstance) {\n" +
          '  await app.register(async (api) => {\n    api.setErrorHandler((error, request, reply) => reply.send(error));\n  });\n}\n',
      },
      [OWN('setErrorHandler')],
    ],
    [
      'a server calling the shared one with its words',
      {
        file: 'provider-api/src/app/provider-app.ts',
        source:
          "import Fastify from 'fastify';\nimport { registerErrorAnswers } from 'shared-config/server';\n" +
          "registerErrorAnswers(Fastify(), { failure: 'Internal server error' });\n",
      },
      [],
    ],
    [
      'the shared handler itself',
      {
        file: 'shared-config/src/server/error-answers.ts',
        source:
          "import Fastify from 'fastify';\nFastify().setErrorHandler((error, request, reply) => reply.send(error));\n",
      },
      [],
    ],
  ]);
});

const SET_UP = (specifier: string) => `'${specifier}' is set up once, in shared-config/server`;

describe('one OpenAPI set-up, in the lint', () => {
  check('openapi-set-up', [
    [
      "a server registering @fastify/swagger itself, as each server's swagger.ts did",
      { file: 'releases/src/control-plane/service/plugins/external/swagger.ts', source: '@fastify/swagger' },
      [SET_UP('@fastify/swagger')],
    ],
    [
      'a UI for it, or a require of it',
      {
        file: 'edge/src/plugins/external/swagger.ts',
        source:
          "import ui from '@fastify/swagger-ui';\nconst swagger = require('@fastify/swagger');\nvoid ui;\nvoid swagger;\n",
      },
      [SET_UP('@fastify/swagger-ui'), SET_UP('@fastify/swagger')],
    ],
    [
      'a server calling the shared one',
      { file: 'provider-api/src/plugins/external/swagger.ts', source: 'shared-config/server' },
      [],
    ],
    [
      'the shared set-up itself',
      { file: 'shared-config/src/server/openapi-document.ts', source: '@fastify/swagger' },
      [],
    ],
  ]);
});

const COPY = "This is a copy of the released packages' list";

describe('one list of the released packages, in the lint', () => {
  check('package-names', [
    [
      "the console's own copy, as release-types.ts had it",
      {
        file: 'release-console/src/release-api/release-types.ts',
        source: "export const PACKAGE_NAMES = ['shell', 'marketing', 'careers', 'contact'] as const;\n",
      },
      [COPY],
    ],
    [
      'the same names in another order, anywhere',
      {
        file: 'edge/src/pages/site-releases.ts',
        source: "export const ORDER = ['contact', 'shell', 'careers', 'marketing'];\n",
      },
      [COPY],
    ],
    [
      'some of the packages, and the list taken from its one place',
      {
        file: 'release-console/src/features/release-log/release-log.tsx',
        source:
          "import { PACKAGE_NAMES } from 'releases/package-names';\nexport const REMOTES = ['marketing', 'careers', 'contact'];\nexport const ALL = [...PACKAGE_NAMES];\n",
      },
      [],
    ],
    [
      'a test spelling the list out to check it',
      {
        file: 'releases/src/model/packages/package-names.test.ts',
        source: "export const EXPECTED = ['shell', 'marketing', 'careers', 'contact'];\n",
      },
      [],
    ],
  ]);
});
