import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * The entries of @fangtasy/shared a remote takes from the shell at run time: the federation
 * singletons (shared/src/federation/shared-singletons.ts). A remote bundles its own copy of every
 * other entry, so only these must keep their names and types across a major (decision 056).
 */
const SURFACE_ENTRIES = {
  '@fangtasy/shared': '../index.ts',
  '@fangtasy/shared/router': '../router/index.ts',
  '@fangtasy/shared/validation': '../validation/index.ts',
  '@fangtasy/shared/queries': '../queries/index.ts',
} as const;

/** Each entry's exported names, each with its kind and type as a remote sees it. */
export type Surface = Record<string, Record<string, string>>;

/** A signature too long to read in a report (a zod schema's type) is kept as its hash. */
const MAX_SIGNATURE = 200;
const compact = (text: string) =>
  text.length <= MAX_SIGNATURE
    ? text
    : `sha256:${createHash('sha256').update(text).digest('hex').slice(0, 16)} (${text.length} characters)`;

const OPENERS: Record<string, string> = { '(': ')', '{': '}', '[': ']', '<': '>' };
const SEPARATORS = [',', ';', ':', '=>'];

/** A quoted literal from `start` (its quote) to its end, escapes kept. */
function quotedEnd(text: string, start: number): number {
  const quote = text[start];
  let at = start + 1;
  while (at < text.length && text[at] !== quote) {
    // An escaped character is stepped over with its backslash.
    if (text[at] === '\\') at += 1;
    at += 1;
  }
  return at + 1;
}

/**
 * A union's members, and an object type's properties, in one order (by their text) wherever they
 * appear. The checker prints a union in the order its member types were first made (and a mapped
 * type's properties likewise), so a new export elsewhere that names one of its literals first
 * would change a signature that did not change: `'a' | 'b'` read as `'b' | 'a'`.
 */
function stableUnions(text: string, from = 0, closer = ''): { text: string; end: number } {
  let out = '';
  let alternatives: string[] = [];
  let current = '';
  const properties: string[] = [];
  const endSegment = () => {
    alternatives.push(current);
    const lead = /^\s*/.exec(alternatives[0] ?? '')?.[0] ?? '';
    const trail = /\s*$/.exec(alternatives.at(-1) ?? '')?.[0] ?? '';
    const members = alternatives.map((member) => member.trim());
    out += members.length > 1 ? `${lead}${members.sort().join(' | ')}${trail}` : current;
    alternatives = [];
    current = '';
  };
  let at = from;
  while (at < text.length) {
    const char = text[at] ?? '';
    if (char === closer) break;
    const separator = SEPARATORS.find((candidate) => text.startsWith(candidate, at));
    if (separator === ';' && closer === '}') {
      endSegment();
      properties.push(out.trim());
      out = '';
      at += 1;
    } else if (separator) {
      endSegment();
      out += separator;
      at += separator.length;
    } else if (char === '|') {
      alternatives.push(current);
      current = '';
      at += 1;
    } else if (char === '"' || char === "'" || char === '`') {
      const end = quotedEnd(text, at);
      current += text.slice(at, end);
      at = end;
    } else if (char in OPENERS) {
      const inner = stableUnions(text, at + 1, OPENERS[char]);
      current += `${char}${inner.text}${OPENERS[char] ?? ''}`;
      at = inner.end + 1;
    } else {
      current += char;
      at += 1;
    }
  }
  endSegment();
  if (closer !== '}') return { text: out, end: at };
  const last = out.trim();
  if (last !== '') properties.push(last);
  return { text: properties.length ? ` ${properties.sort().join('; ')} ` : out, end: at };
}

const FLAGS = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.WriteArrowStyleSignature;

/** The signature a table is recorded under: its members are recorded one by one beside it. */
const TABLE = 'value: table (members below)';

/** An expression without its `as const` or `satisfies`. */
const unwrapped = (node: ts.Expression): ts.Expression =>
  ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)
    ? unwrapped(node.expression)
    : node;

/**
 * A constant written as an object literal (`export const MESSAGES = { … }`): a table of members
 * (see membersOfATable). A schema or a client made by a call is not one.
 */
const isTable = (symbol: ts.Symbol) => {
  const declaration = symbol.valueDeclaration;
  return (
    declaration !== undefined &&
    ts.isVariableDeclaration(declaration) &&
    declaration.initializer !== undefined &&
    ts.isObjectLiteralExpression(unwrapped(declaration.initializer))
  );
};

function describe(checker: ts.TypeChecker, exported: ts.Symbol, at: ts.Node): string {
  const symbol =
    exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const parts: string[] = [];
  if (symbol.flags & ts.SymbolFlags.Value) {
    const type = checker.getTypeOfSymbolAtLocation(symbol, at);
    parts.push(isTable(symbol) ? TABLE : `value: ${checker.typeToString(type, at, FLAGS)}`);
  }
  if (symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Class)) {
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    const members = checker
      .getPropertiesOfType(type)
      .map((property) => {
        const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
        const propertyType = checker.getTypeOfSymbolAtLocation(property, at);
        return `${property.name}${optional}: ${checker.typeToString(propertyType, at, FLAGS)}`;
      })
      .sort();
    const shape =
      symbol.flags & ts.SymbolFlags.TypeAlias && !(type.flags & ts.TypeFlags.Object)
        ? checker.typeToString(type, at, FLAGS | ts.TypeFormatFlags.InTypeAlias)
        : `{ ${members.join('; ')} }`;
    parts.push(`type: ${shape}`);
  }
  return compact(parts.map((part) => stableUnions(part).text).join(' | ') || 'namespace');
}

/**
 * A constant table's members one by one (`MESSAGES.leagueNotFound`, `queryKeys.standings`), and
 * the table itself as `table`: a remote reads a member of the shell's table and never makes one,
 * so a member added is an addition, not a change of the table; one removed or changed breaks.
 * A function, a class or a type keeps one signature.
 */
function membersOfATable(
  checker: ts.TypeChecker,
  exported: ts.Symbol,
  at: ts.Node,
): (readonly [string, string])[] {
  const symbol =
    exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  if (!isTable(symbol)) return [];
  const type = checker.getTypeOfSymbolAtLocation(symbol, at);
  return checker.getPropertiesOfType(type).map((property) => {
    const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
    const text = checker.typeToString(checker.getTypeOfSymbolAtLocation(property, at), at, FLAGS);
    return [`${exported.name}.${property.name}`, compact(stableUnions(`${optional}${text}`).text)];
  });
}

/** Reads the surface from the source with TypeScript's checker. */
export function readSurface(): Surface {
  const files = Object.values(SURFACE_ENTRIES).map((entry) =>
    fileURLToPath(new URL(entry, import.meta.url)),
  );
  const configFile = fileURLToPath(new URL('../../tsconfig.json', import.meta.url));
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile) as { config: unknown };
  const { options } = ts.parseJsonConfigFileContent(
    config,
    ts.sys,
    fileURLToPath(new URL('../..', import.meta.url)),
  );
  const program = ts.createProgram(files, { ...options, noEmit: true, skipLibCheck: true });
  const checker = program.getTypeChecker();
  const surface: Surface = {};
  Object.keys(SURFACE_ENTRIES).forEach((entry, index) => {
    const source = program.getSourceFile(files[index] ?? '');
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!source || !moduleSymbol) throw new Error(`${entry}: no module at ${files[index]}`);
    surface[entry] = Object.fromEntries(
      checker
        .getExportsOfModule(moduleSymbol)
        .flatMap((exported) => [
          [exported.name, describe(checker, exported, source)] as const,
          ...membersOfATable(checker, exported, source),
        ])
        .sort(([a], [b]) => a.localeCompare(b)),
    );
  });
  return surface;
}

/** What changed between two surfaces: names removed or changed (breaking) and names added. */
export function compareSurfaces(before: Surface, after: Surface) {
  const breaking: string[] = [];
  const added: string[] = [];
  for (const entry of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[entry] ?? {};
    const now = after[entry] ?? {};
    for (const [name, signature] of Object.entries(was)) {
      if (!(name in now)) breaking.push(`${entry}: ${name} removed`);
      else if (now[name] !== signature) breaking.push(`${entry}: ${name} changed`);
    }
    for (const name of Object.keys(now)) if (!(name in was)) added.push(`${entry}: ${name}`);
  }
  return { breaking, added };
}
