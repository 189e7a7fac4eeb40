#!/usr/bin/env node
// Makes dist/index.d.ts stand alone for npm. The bundled declarations inline the private
// workspace packages, but the settings type comes from contracts as `z.infer<typeof schema>`,
// which would make every consumer install zod to read a plain object type. This replaces each
// such alias with the expanded object type TypeScript computes from the source, drops the schema
// declarations and the zod import, exports by name the types a consumer needs to write down (the
// settings type, ReviewsData or ListingsData, WidgetRuntime), then type-checks the file on its own.
// Usage (from a widgets-<type> package): node ../../tooling/tsup/self-contained-types.ts [dist/index.d.ts]
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';

const file = resolve(process.argv[2] ?? 'dist/index.d.ts');
/** widgets-core types a consumer writes down when it keeps a runtime or a render context. */
const PUBLIC_CORE_TYPES = new Set(['WidgetRuntime', 'RenderContext']);
const text = readFileSync(file, 'utf8');
const declarations = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);

// The source program, where `@widgetry/contracts` and zod resolve.
const config = ts.getParsedCommandLineOfConfigFile(
  resolve('tsconfig.json'),
  {},
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
);
if (!config) throw new Error('tsconfig.json could not be read');
const program = ts.createProgram([resolve('src/index.ts')], config.options);
const checker = program.getTypeChecker();
const contracts = program.getSourceFiles().find((source) => source.fileName.endsWith('/contracts/src/index.ts'));
if (!contracts) throw new Error('@widgetry/contracts is not part of the program');
const contractsModule = checker.getSymbolAtLocation(contracts);
if (!contractsModule) throw new Error('@widgetry/contracts has no module symbol');
const exported = new Map(checker.getExportsOfModule(contractsModule).map((symbol) => [symbol.name, symbol]));

function expandedType(name: string): string {
  const symbol = exported.get(name);
  const target = symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const declaration = target?.declarations?.[0];
  if (!declaration) throw new Error(`@widgetry/contracts does not export ${name}`);
  const type = checker.getTypeAtLocation(declaration);
  const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.InTypeAlias;
  return checker.typeToString(type, undefined, flags);
}

/** Replace [start, end) of the declarations with text. */
const edits: { start: number; end: number; text: string }[] = [];
// Every alias the contracts export by the same name (a settings type, WidgetTypeName) becomes the
// plain type TypeScript computes for it.
for (const statement of declarations.statements) {
  if (ts.isTypeAliasDeclaration(statement) && exported.has(statement.name.text)) {
    const name = statement.name.text;
    edits.push({
      start: statement.getStart(declarations),
      end: statement.end,
      text: `type ${name} = ${expandedType(name)};`,
    });
  }
}
// Then the zod import, every constant typed with zod (schemas, the contracts' registry) and the
// local aliases built on those constants go.
const dropped = new Set<string>();
for (const statement of declarations.statements) {
  if (ts.isVariableStatement(statement) && /\bz\.\w/.test(statement.getText(declarations))) {
    for (const item of statement.declarationList.declarations)
      if (ts.isIdentifier(item.name)) dropped.add(item.name.text);
  }
}
for (const statement of declarations.statements) {
  const dropImport =
    ts.isImportDeclaration(statement) &&
    ts.isStringLiteral(statement.moduleSpecifier) &&
    statement.moduleSpecifier.text === 'zod';
  const dropConstant =
    ts.isVariableStatement(statement) &&
    statement.declarationList.declarations.every((item) => ts.isIdentifier(item.name) && dropped.has(item.name.text));
  const dropAlias =
    ts.isTypeAliasDeclaration(statement) &&
    !exported.has(statement.name.text) &&
    [...dropped].some((name) => new RegExp(`\\btypeof ${name}\\b`).test(statement.type.getText(declarations)));
  if (dropImport || dropConstant || dropAlias)
    edits.push({ start: statement.getFullStart(), end: statement.end, text: '' });
}

// npm users cannot import the private contracts, so the types a runtime's functions take (its
// settings, the ReviewsData or ListingsData it renders, the runtime shape) are exported by name
// when the declarations only use them.
const exportClause = declarations.statements
  .filter(ts.isExportDeclaration)
  .findLast(
    (statement) =>
      !statement.moduleSpecifier && statement.exportClause !== undefined && ts.isNamedExports(statement.exportClause),
  );
if (exportClause?.exportClause && ts.isNamedExports(exportClause.exportClause)) {
  const named = exportClause.exportClause;
  const already = new Set(named.elements.map((element) => element.name.text));
  const declared = declarations.statements.filter(
    (statement) => ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement),
  );
  const added = declared
    .map((statement) => statement.name.text)
    .filter((name) => (exported.has(name) || PUBLIC_CORE_TYPES.has(name)) && !already.has(name))
    .sort();
  if (added.length > 0) {
    const last = named.elements.at(-1);
    const at = last ? last.end : named.getStart(declarations) + 1;
    const lead = last ? ', ' : ' ';
    edits.push({ start: at, end: at, text: lead + added.map((name) => `type ${name}`).join(', ') });
  }
}

let out = text;
for (const edit of edits.sort((a, b) => b.start - a.start)) {
  out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
}
if (/\bfrom ['"](zod|@widgetry\/[^'"]+)['"]/.test(out) || /\bz\.\w/.test(out)) {
  throw new Error(`${file} still refers to zod or a private package`);
}
writeFileSync(file, out);

const check = ts.createProgram([file], {
  noEmit: true,
  strict: true,
  types: [],
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
});
const problems = ts.getPreEmitDiagnostics(check);
if (problems.length > 0) {
  const host: ts.FormatDiagnosticsHost = {
    getCanonicalFileName: (name) => name,
    getCurrentDirectory: () => process.cwd(),
    getNewLine: () => '\n',
  };
  throw new Error(`${file} does not type-check on its own:\n${ts.formatDiagnostics(problems, host)}`);
}
console.log(`${file}: self-contained (${edits.length} edits)`);
