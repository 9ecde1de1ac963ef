// One way to start an edge in a test: `startEdgeProcess` or `startEdgeInProcess`
// (edge/src/test-support/test-edge.ts), called where the edge is needed. A function of test support,
// a drill's support or the bench that hands back an edge one of them started is a third way, with
// defaults of its own a reader must find: what several tests need goes into the two functions'
// options instead. Six such wrappers had grown (docs/team-guide.md, "Starting an edge in a test").

const STARTS = new Set(['startEdgeProcess', 'startEdgeInProcess']);
const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

const startsAnEdge = (node) =>
  node?.type === 'CallExpression' && node.callee.type === 'Identifier' && STARTS.has(node.callee.name);

/**
 * The parts of a returned expression that are handed back as they are: the expression, an object's
 * property values and spreads, an array's elements, either side of `? :` and `??`, what is awaited,
 * the object of a member read (`edge.app`) or of a method chained on it (`.catch(...)`). A value an
 * edge's figures were worked out from (`statusKb(edge.pid)`) is not the edge.
 */
function* handedBack(node) {
  if (!node || typeof node.type !== 'string') return;
  yield node;
  switch (node.type) {
    case 'ObjectExpression':
      for (const property of node.properties)
        yield* handedBack(property.type === 'Property' ? property.value : property);
      break;
    case 'ArrayExpression':
      for (const element of node.elements) yield* handedBack(element);
      break;
    case 'SpreadElement':
    case 'AwaitExpression':
      yield* handedBack(node.argument);
      break;
    case 'ConditionalExpression':
      yield* handedBack(node.consequent);
      yield* handedBack(node.alternate);
      break;
    case 'LogicalExpression':
      yield* handedBack(node.left);
      yield* handedBack(node.right);
      break;
    case 'SequenceExpression':
      yield* handedBack(node.expressions.at(-1));
      break;
    case 'MemberExpression':
      yield* handedBack(node.object);
      break;
    case 'CallExpression':
      if (node.callee.type === 'MemberExpression') yield* handedBack(node.callee.object);
      break;
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'TSNonNullExpression':
      yield* handedBack(node.expression);
      break;
  }
}

/** Every node inside `node`, not entering functions defined within it (their returns are their own). */
function* within(node) {
  if (!node || typeof node.type !== 'string') return;
  yield node;
  if (FUNCTIONS.has(node.type)) return;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent') continue;
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child.type === 'string' && !FUNCTIONS.has(child.type)) yield* within(child);
    }
  }
}

/** The names a pattern binds: `edge`, `{ app, url }`, `[first, second]`. */
function boundNames(pattern) {
  if (!pattern) return [];
  if (pattern.type === 'Identifier') return [pattern.name];
  if (pattern.type === 'ObjectPattern') {
    return pattern.properties.flatMap((property) =>
      boundNames(property.type === 'RestElement' ? property.argument : property.value),
    );
  }
  if (pattern.type === 'ArrayPattern') return pattern.elements.flatMap(boundNames);
  if (pattern.type === 'AssignmentPattern') return boundNames(pattern.left);
  if (pattern.type === 'RestElement') return boundNames(pattern.argument);
  return [];
}

/** Whether a function is one defined to be called again (declared, named, a method), not a callback. */
const isDefined = (fn) =>
  fn.type === 'FunctionDeclaration' ||
  ['VariableDeclarator', 'AssignmentExpression', 'Property', 'MethodDefinition', 'ExportDefaultDeclaration'].includes(
    fn.parent?.type,
  );

/** Whether a function is exported: `export function`, `export const f = () => ...`, `export default`. */
const isExported = (fn) => {
  const holder = fn.parent?.type === 'VariableDeclarator' ? fn.parent.parent?.parent : fn.parent;
  return holder?.type === 'ExportNamedDeclaration' || holder?.type === 'ExportDefaultDeclaration';
};

// A test file may keep a helper of its own, seen where it is used; what other files can call is a way
// of starting an edge for everyone.
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;

/** @type {import('eslint').Rule.RuleModule} */
const noWrapper = {
  meta: {
    type: 'problem',
    docs: { description: 'Start a test edge with startEdgeProcess or startEdgeInProcess, never through a wrapper' },
    schema: [],
    messages: {
      wrapper:
        '{{name}} hands back an edge {{start}} started: call {{start}} where the edge is needed, and put a default several tests share into its options (edge/src/test-support/test-edge.ts).',
    },
  },
  create(context) {
    const inTestFile = TEST_FILE.test(context.filename);
    const check = (fn) => {
      if (!isDefined(fn) || (inTestFile && !isExported(fn))) return;
      const body = fn.body.type === 'BlockStatement' ? [...within(fn.body)] : [];
      const started = new Map();
      for (const node of body) {
        const value =
          node.type === 'VariableDeclarator' ? node.init : node.type === 'AssignmentExpression' ? node.right : null;
        const call = [...within(value)].find(startsAnEdge);
        if (!call) continue;
        for (const name of boundNames(node.type === 'VariableDeclarator' ? node.id : node.left)) {
          started.set(name, call.callee.name);
        }
      }
      const returned =
        fn.body.type === 'BlockStatement'
          ? body.filter((node) => node.type === 'ReturnStatement').map((node) => node.argument)
          : [fn.body];
      for (const expression of returned) {
        for (const node of handedBack(expression)) {
          const start = startsAnEdge(node)
            ? node.callee.name
            : node.type === 'Identifier' && started.has(node.name)
              ? started.get(node.name)
              : null;
          if (!start) continue;
          const id = fn.id ?? fn.parent?.id ?? fn.parent?.key ?? fn.parent?.left;
          const name = id?.type === 'Identifier' ? id.name : 'This function';
          context.report({ node: fn, messageId: 'wrapper', data: { name, start } });
          return;
        }
      }
    };
    return { FunctionDeclaration: check, FunctionExpression: check, ArrowFunctionExpression: check };
  },
};

export const testEdgeStarts = [
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['edge/src/test-support/test-edge.ts'],
    plugins: { 'test-edge-starts': { rules: { 'no-wrapper': noWrapper } } },
    rules: { 'test-edge-starts/no-wrapper': 'error' },
  },
];
