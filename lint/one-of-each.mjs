// One of each server convention, in the module that owns it: the schema of an error answer
// (`errorAnswer`, shared-config/server-schemas), the error handler (`registerErrorAnswers`,
// shared-config/server), the OpenAPI set-up (`registerOpenApi`, the same entry), and the list of
// released packages (`PACKAGE_NAMES`, releases/package-names). Each had been written again, almost
// word for word, by every server or by the release console (docs/architecture.md, "The APIs' contracts").
import { readFileSync } from 'node:fs';

const ERROR_ANSWER = 'shared-config/src/server-schemas/error-answer.ts';
const ERROR_ANSWERS = 'shared-config/src/server/error-answers.ts';
const OPENAPI_DOCUMENT = 'shared-config/src/server/openapi-document.ts';
const PACKAGE_NAMES = 'releases/src/model/packages/package-names.ts';

const CODE = '**/*.{ts,tsx,js,cjs,mjs}';
const TESTS = ['**/*.test.{ts,tsx}', '**/*.spec.ts'];

const isTypeCall = (node, name) =>
  node?.type === 'CallExpression' &&
  node.callee.type === 'MemberExpression' &&
  node.callee.object.type === 'Identifier' &&
  node.callee.object.name === 'Type' &&
  node.callee.property.type === 'Identifier' &&
  node.callee.property.name === name;

const keyName = (property) =>
  property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? property.key.value : null;

/** `Type.Object({ message: Type.String(...) }, ...)`: the shape of every error answer. */
const isMessageObject = (node) => {
  if (!isTypeCall(node, 'Object')) return false;
  const [properties] = node.arguments;
  if (properties?.type !== 'ObjectExpression' || properties.properties.length !== 1) return false;
  const [only] = properties.properties;
  return only.type === 'Property' && keyName(only) === 'message' && isTypeCall(only.value, 'String');
};

// A response's key for a refusal or a failure: 400-599, or a range such as '4xx'.
const isErrorStatus = (key) => (typeof key === 'number' ? key >= 400 : /^([45]\d\d|[45]xx)$/i.test(String(key)));

/** @type {import('eslint').Rule.RuleModule} */
const errorAnswer = {
  meta: {
    type: 'problem',
    docs: { description: "An error answer's schema is errorAnswer(description), from shared-config/server-schemas" },
    schema: [],
    messages: {
      factory:
        "This declares errorAnswer again: import { errorAnswer } from 'shared-config/server-schemas' and write errorAnswer('<when>').",
      inline: "Write this answer as errorAnswer('<when>') (shared-config/server-schemas), one line, not its schema.",
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        if (!isMessageObject(node)) return;
        const parent = node.parent;
        if (parent.type === 'ArrowFunctionExpression' || parent.type === 'ReturnStatement') {
          context.report({ node, messageId: 'factory' });
        } else if (parent.type === 'Property' && parent.value === node && isErrorStatus(keyName(parent))) {
          context.report({ node, messageId: 'inline' });
        }
      },
    };
  },
};

const ERROR_HANDLER_METHODS = new Set(['setErrorHandler', 'setSchemaErrorFormatter']);

/** @type {import('eslint').Rule.RuleModule} */
const errorHandler = {
  meta: {
    type: 'problem',
    docs: { description: 'A server answers its errors through registerErrorAnswers (shared-config/server)' },
    schema: [],
    messages: {
      own: "{{method}} is shared-config/server's: call registerErrorAnswers(app, { failure, statusOf?, notFound? }) with this server's words.",
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        const { callee } = node;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (!ERROR_HANDLER_METHODS.has(callee.property.name)) return;
        context.report({ node, messageId: 'own', data: { method: callee.property.name } });
      },
    };
  },
};

const SWAGGER = /^@fastify\/swagger(-ui)?(\/|$)/;

/** @type {import('eslint').Rule.RuleModule} */
const openApiSetUp = {
  meta: {
    type: 'problem',
    docs: { description: 'A server describes its API through registerOpenApi (shared-config/server)' },
    schema: [],
    messages: {
      own: "'{{specifier}}' is set up once, in shared-config/server: call registerOpenApi(app, { title, description, ... }) from the server's plugins/external/swagger.ts.",
    },
  },
  create(context) {
    const check = (source) => {
      if (source?.type === 'Literal' && typeof source.value === 'string' && SWAGGER.test(source.value)) {
        context.report({ node: source, messageId: 'own', data: { specifier: source.value } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') check(node.arguments[0]);
      },
    };
  },
};

// The shell and each remote workspace (`<name>-remote`), as the repository's package.json lists them.
const { workspaces } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const RELEASED = ['shell', ...workspaces.filter((name) => name.endsWith('-remote')).map((name) => name.slice(0, -7))];

/** @type {import('eslint').Rule.RuleModule} */
const packageNames = {
  meta: {
    type: 'problem',
    docs: { description: 'The released packages are listed once: PACKAGE_NAMES (releases/package-names)' },
    schema: [],
    messages: {
      copy: "This is a copy of the released packages' list: import { PACKAGE_NAMES } from 'releases/package-names'.",
    },
  },
  create(context) {
    return {
      ArrayExpression(node) {
        const names = node.elements.map((element) =>
          element?.type === 'Literal' && typeof element.value === 'string' ? element.value : null,
        );
        if (names.length === RELEASED.length && RELEASED.every((name) => names.includes(name))) {
          context.report({ node, messageId: 'copy' });
        }
      },
    };
  },
};

export const oneOfEach = [
  {
    files: [CODE],
    plugins: {
      'one-of-each': {
        rules: {
          'error-answer': errorAnswer,
          'error-handler': errorHandler,
          'openapi-set-up': openApiSetUp,
          'package-names': packageNames,
        },
      },
    },
  },
  { files: [CODE], ignores: [ERROR_ANSWER], rules: { 'one-of-each/error-answer': 'error' } },
  { files: [CODE], ignores: [ERROR_ANSWERS], rules: { 'one-of-each/error-handler': 'error' } },
  { files: [CODE], ignores: [OPENAPI_DOCUMENT], rules: { 'one-of-each/openapi-set-up': 'error' } },
  // Tests may spell the list out to check it.
  { files: [CODE], ignores: [PACKAGE_NAMES, ...TESTS], rules: { 'one-of-each/package-names': 'error' } },
];
