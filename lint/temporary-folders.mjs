// A test's temporary folder goes in the system's temporary folder, never inside the checkout: other
// tests walk the checkout's files (scripts/doc-references.test.ts lists them, then reads each), and
// one that meets a folder another test is removing fails for nothing it checks.

const MAKES_TEMPORARY_FOLDER = new Set(['mkdtemp', 'mkdtempSync']);

const calleeName = (callee) =>
  callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' ? callee.property.name : null;

/** Whether `node` (an expression) calls `tmpdir()` anywhere inside it: `path.join(os.tmpdir(), 'x-')`. */
function readsTmpdir(node) {
  if (!node || typeof node.type !== 'string') return false;
  if (node.type === 'CallExpression' && calleeName(node.callee) === 'tmpdir') return true;
  return Object.entries(node).some(
    ([key, value]) =>
      key !== 'parent' &&
      (Array.isArray(value) ? value.some(readsTmpdir) : typeof value === 'object' && readsTmpdir(value)),
  );
}

/** @type {import('eslint').Rule.RuleModule} */
const inSystemTemp = {
  meta: {
    type: 'problem',
    docs: { description: "Make a test's temporary folders in os.tmpdir(), never inside the checkout" },
    schema: [],
    messages: {
      inCheckout:
        "A test's temporary folder goes in the system's temporary folder (path.join(os.tmpdir(), '<prefix>-')): other tests walk the checkout's files.",
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        if (!MAKES_TEMPORARY_FOLDER.has(calleeName(node.callee))) return;
        if (!readsTmpdir(node.arguments[0])) context.report({ node, messageId: 'inCheckout' });
      },
    };
  },
};

export const temporaryFolders = [
  {
    files: ['**/*.test.{ts,tsx}', '**/test-support/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    plugins: { 'temporary-folders': { rules: { 'in-system-temp': inSystemTemp } } },
    rules: { 'temporary-folders/in-system-temp': 'error' },
  },
];
