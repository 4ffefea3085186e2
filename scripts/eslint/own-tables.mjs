// ESLint rule boundaries/own-tables: an api module writes only the tables its own migrations.ts
// creates. Another module's rows change only through that module's public.ts, so each module keeps
// its rules (stock, totals, limits) in one place. Options: { owners: { table: module }, modulesDir }.
// Checked: Kysely's insertInto/updateTable/deleteFrom/replaceInto/mergeInto, and INSERT INTO,
// UPDATE … SET, DELETE FROM, REPLACE INTO, MERGE INTO in a sql`…` template or sql.raw('…').
import path from 'node:path';

const WRITES = new Set(['insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto']);
// UPDATE is matched only as `update <table> [alias] set`, so `do update set` (an upsert) and
// `after update of/on` (a trigger) are not taken for tables
const RAW_WRITE =
  /\b(?:insert\s+(?:or\s+\w+\s+)?into|replace\s+into|merge\s+into|delete\s+from)\s+["`]?(\w+)|\bupdate\s+["`]?(\w+)["`]?(?:\s+(?:as\s+)?(?!set\b)\w+)?\s+set\b/gi;

/** The string a node stands for: a literal, a template without `${}`, or a const of this file set to one. */
function staticString(node, scope) {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  if (node.type === 'Identifier') {
    for (let s = scope; s; s = s.upper) {
      const v = s.set.get(node.name);
      if (!v) continue;
      const def = v.defs[0];
      const init = def?.type === 'Variable' && def.parent.kind === 'const' ? def.node.init : null;
      return init ? staticString(init, s) : null;
    }
  }
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'An api module writes only the tables its own migrations.ts creates.' },
    schema: [
      {
        type: 'object',
        properties: { owners: { type: 'object', additionalProperties: { type: 'string' } }, modulesDir: { type: 'string' } },
        required: ['owners', 'modulesDir'],
        additionalProperties: false,
      },
    ],
    messages: {
      foreign: "The {{module}} module writes only its own tables: '{{table}}' is the {{owner}} module's (call its public.ts).",
      unowned: "'{{table}}' is created by no module's migrations.ts: a module writes only tables its migrations.ts creates.",
      unknown: 'Name the table written here with a string literal (or a const string of this file) so the lint can check that this module owns it.',
    },
  },
  create(context) {
    const { owners, modulesDir } = context.options[0];
    const [module] = path.relative(modulesDir, context.physicalFilename).split(path.sep);
    if (!module || module.startsWith('..')) return {};

    const check = (node, table) => {
      const owner = owners[table];
      if (owner === module) return;
      if (owner) context.report({ node, messageId: 'foreign', data: { module, table, owner } });
      else context.report({ node, messageId: 'unowned', data: { table } });
    };
    const checkSql = (node, text) => {
      for (const m of text.matchAll(RAW_WRITE)) check(node, (m[1] ?? m[2]).toLowerCase());
    };

    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return;
        const name = callee.property.name;
        if (WRITES.has(name)) {
          const arg = node.arguments[0];
          const value = arg && staticString(arg, context.sourceCode.getScope(node));
          // 'products as p' or 'public.products': the table is the last dotted name before any alias
          if (value == null) context.report({ node, messageId: 'unknown' });
          else check(node, value.trim().split(/\s+/)[0].split('.').pop());
        } else if (name === 'raw' && callee.object.type === 'Identifier' && callee.object.name === 'sql' && node.arguments[0]) {
          const text = staticString(node.arguments[0], context.sourceCode.getScope(node));
          if (text) checkSql(node, text);
        }
      },
      TaggedTemplateExpression(node) {
        if (node.tag.type !== 'Identifier' || node.tag.name !== 'sql') return;
        // an interpolated table name (${sql.table(t)}) ends a quasi: it cannot be read, so it is not matched
        checkSql(node, node.quasi.quasis.map((q) => q.value.cooked ?? q.value.raw).join('\u0000'));
      },
    };
  },
};
