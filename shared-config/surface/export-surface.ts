import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Per `exports` entry of a package: the names its module exports (values and types), sorted. */
export type ExportSurface = Record<string, string[]>;

const MODULE_FILE = /\.(ts|tsx|js)$/;

/**
 * A JavaScript module that TypeScript knows only by guessing: no declaration file beside it, and no
 * `// @ts-check` (whose JSDoc types are part of what it offers).
 */
const isPlainJavaScript = (file: string) =>
  file.endsWith('.js') &&
  !existsSync(file.replace(/\.js$/, '.d.ts')) &&
  !readFileSync(file, 'utf8').startsWith('// @ts-check');

/** `./jest/*` stands for every file of that folder; the surface lists them as `./jest/<file>`. */
function expandEntries(dir: string, exports: Record<string, string>): [string, string][] {
  return Object.entries(exports).flatMap(([entry, target]): [string, string][] => {
    if (!entry.endsWith('/*')) return [[entry, target]];
    const folder = target.slice(0, -2);
    return readdirSync(path.join(dir, folder))
      .filter((file) => !file.endsWith('.test.ts'))
      .sort()
      .map((file) => [`${entry.slice(0, -1)}${file}`, `${folder}/${file}`]);
  });
}

const isModuleExports = (node: ts.Expression) =>
  ts.isPropertyAccessExpression(node) && node.getText() === 'module.exports';

/**
 * The names a CommonJS module exports, read from its top-level assignments without running it:
 * `module.exports = { a, b }` exports a and b; `module.exports = <anything else>` exports the value
 * itself, listed as `module.exports`; `module.exports.a = …` and `exports.a = …` export a.
 */
function commonJsExports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isBinaryExpression(statement.expression)) continue;
    const { left, right, operatorToken } = statement.expression;
    if (operatorToken.kind !== ts.SyntaxKind.EqualsToken) continue;
    if (isModuleExports(left)) {
      if (!ts.isObjectLiteralExpression(right)) names.push('module.exports');
      else names.push(...right.properties.flatMap((property) => (property.name ? [property.name.getText()] : [])));
    } else if (
      ts.isPropertyAccessExpression(left) &&
      (isModuleExports(left.expression) || left.expression.getText() === 'exports')
    ) {
      names.push(left.name.getText());
    }
  }
  return [...new Set(names)].sort();
}

/**
 * What a package offers its consumers, read from its own sources: every name each module entry
 * exports, values and types, as the TypeScript compiler sees them (a JavaScript module through the
 * declaration file beside it, or else what its `module.exports` holds), and `[]` for an entry that
 * is a plain file (a stylesheet, a tsconfig).
 */
export function readExportSurface(dir: string): ExportSurface {
  const { exports } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  };
  const entries = expandEntries(dir, exports).map(([entry, target]) => ({ entry, file: path.join(dir, target) }));
  const modules = entries.filter(({ file }) => MODULE_FILE.test(file) && !isPlainJavaScript(file));
  // One file that imports every module entry, as a consumer would: TypeScript resolves each import
  // (a JavaScript module through the declaration file beside it, if any) to the module's symbol.
  const consumer = path.join(dir, '__export-surface__.ts');
  const source = modules.map(({ file }, index) => `import * as m${index} from ${JSON.stringify(file)};`).join('\n');
  const options: ts.CompilerOptions = {
    allowJs: true,
    noEmit: true,
    skipLibCheck: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    esModuleInterop: true,
    resolveJsonModule: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists } = host;
  host.getSourceFile = (file, language, ...rest) =>
    file === consumer ? ts.createSourceFile(file, source, language) : getSourceFile.call(host, file, language, ...rest);
  host.fileExists = (file) => file === consumer || fileExists.call(host, file);
  const program = ts.createProgram([consumer], options, host);
  const checker = program.getTypeChecker();
  const statements: readonly ts.Statement[] = program.getSourceFile(consumer)?.statements ?? [];
  const imports = statements.filter(ts.isImportDeclaration);
  const names = new Map(
    modules.map(({ entry, file }, index) => {
      const declaration = imports[index];
      const symbol = declaration && checker.getSymbolAtLocation(declaration.moduleSpecifier);
      if (!symbol) throw new Error(`${file}: not a module`);
      return [
        entry,
        checker
          .getExportsOfModule(symbol)
          .map((exported) => exported.getName())
          .sort(),
      ];
    }),
  );
  for (const { entry, file } of entries.filter(({ file }) => isPlainJavaScript(file))) {
    names.set(entry, commonJsExports(file));
  }
  return Object.fromEntries(entries.map(({ entry }) => [entry, names.get(entry) ?? []]));
}
