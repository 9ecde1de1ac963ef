// One of each browser convention (the servers' are lint/one-of-each.mjs), so no package writes a second copy of it: reading the
// `{ message }` of a failed answer is shared-config/api-errors', and a Formik text field is
// shared-config/form-field's FormField, its rule for showing a message a parameter. Both rules hold in
// the browser packages' code, tests aside; the shared modules are their one exception.

const BROWSER_CODE = [
  'shell/src/**/*.{ts,tsx}',
  'marketing-remote/src/**/*.{ts,tsx}',
  'careers-remote/src/**/*.{ts,tsx}',
  'contact-remote/src/**/*.{ts,tsx}',
  'release-console/src/**/*.{ts,tsx}',
  'shared-config/src/**/*.{ts,tsx}',
];

/** An expression without its TypeScript casts, `!` and parentheses: `(data as Answer).message` reads `data`. */
function bare(node) {
  let current = node;
  while (['TSAsExpression', 'TSNonNullExpression', 'TSTypeAssertion', 'TSSatisfiesExpression'].includes(current.type)) {
    current = current.expression;
  }
  return current;
}

const isAnswerBody = (node) => {
  const object = bare(node);
  if (object.type === 'Identifier') return object.name === 'data' || object.name === 'body';
  return object.type === 'MemberExpression' && !object.computed && object.property.name === 'data';
};

/** @type {import('eslint').Rule.RuleModule} */
const oneAnswerMessage = {
  meta: {
    type: 'problem',
    docs: { description: "Read a failed answer's `{ message }` with shared-config/api-errors" },
    schema: [],
    messages: {
      secondCopy:
        "Read a failed answer's message with shared-config/api-errors (messageOfAnswer for its body, messageOfFailedCall for an RTK Query error), not a copy of it.",
    },
  },
  create(context) {
    return {
      // `error.data.message`, `data.message`, `body.message`, whatever casts are in between.
      MemberExpression(node) {
        if (!node.computed && node.property.name === 'message' && isAnswerBody(node.object)) {
          context.report({ node, messageId: 'secondCopy' });
        }
      },
      // `'message' in body`
      BinaryExpression(node) {
        if (node.operator === 'in' && node.left.type === 'Literal' && node.left.value === 'message') {
          context.report({ node, messageId: 'secondCopy' });
        }
      },
    };
  },
};

/** @type {import('eslint').Rule.RuleModule} */
const oneFormField = {
  meta: {
    type: 'problem',
    docs: { description: "A Formik text field is shared-config/form-field's FormField" },
    schema: [],
    messages: {
      secondCopy:
        "A Formik text field is shared-config/form-field's FormField (its showError is the form's rule): use it, not a wrapper of your own around fieldControlClass.",
    },
  },
  create(context) {
    let formik = null;
    let controlClass = null;
    return {
      ImportDeclaration(node) {
        const names = node.specifiers.map((specifier) => specifier.imported?.name);
        if (node.source.value === 'formik' && names.some((name) => name === 'useField' || name === 'Field')) {
          formik = node;
        }
        if (node.source.value === 'shared-config/ui' && names.includes('fieldControlClass')) controlClass = node;
      },
      'Program:exit'() {
        if (formik && controlClass) context.report({ node: controlClass, messageId: 'secondCopy' });
      },
    };
  },
};

export const oneOfEachBrowser = [
  {
    files: BROWSER_CODE,
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/test-support/**',
      'shared-config/src/api-errors/**',
      'shared-config/src/forms/**',
    ],
    plugins: { 'one-of-each-browser': { rules: { 'answer-message': oneAnswerMessage, 'form-field': oneFormField } } },
    rules: { 'one-of-each-browser/answer-message': 'error', 'one-of-each-browser/form-field': 'error' },
  },
];
