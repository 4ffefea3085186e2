/**
 * One validated configuration per server: every setting with its type, default, description and
 * whether production requires it, in one TypeBox schema. `loadSettings` reads the environment,
 * converts and checks it, and throws one error naming every bad setting (the process stops at start);
 * `settingsTable` renders the schema as the README's configuration table.
 */
import { Type, type Static, type TObject, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

export { Type, type Static };

/** Marks a setting production requires (no default is good enough there). */
export const Required = <T extends TSchema>(schema: T): T => ({ ...schema, 'x-production': true }) as T;

/** A boolean setting from the environment ("true"/"false", "1"/"0"). */
export const Flag = (defaultValue: boolean, description: string) => Type.Boolean({ default: defaultValue, description });

export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'SettingsError';
  }
}

/** Reads the settings of `schema` from `env`: defaults applied, strings converted, every value checked. */
export function loadSettings<S extends TObject>(schema: S, env: Record<string, string | undefined>, production: boolean): Static<S> {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(schema.properties)) {
    const v = env[key];
    if (v === undefined || v === '') continue;
    const t = (schema.properties[key] as TSchema).type;
    // numbers are read exactly ('2.5' is not the integer 2; 'eighty' stays text and fails the check)
    if ((t === 'integer' || t === 'number') && v.trim() !== '' && Number.isFinite(Number(v))) raw[key] = Number(v);
    else if (t === 'boolean' && /^(true|1|false|0)$/i.test(v)) raw[key] = /^(true|1)$/i.test(v);
    else raw[key] = v;
  }
  const value = Value.Default(schema, raw) as Record<string, unknown>;
  const problems: string[] = [];
  for (const e of Value.Errors(schema, value)) {
    const key = e.path.replace(/^\//, '').split('/')[0];
    const given = raw[key] === undefined ? 'missing' : `got ${JSON.stringify(raw[key])}`;
    problems.push(`${key}: ${e.message} (${given})`);
  }
  if (production) {
    for (const [key, prop] of Object.entries(schema.properties)) {
      if ((prop as Record<string, unknown>)['x-production'] && raw[key] === undefined) problems.push(`${key}: required in production (${(prop as TSchema).description ?? ''})`);
    }
  }
  if (problems.length) throw new SettingsError([...new Set(problems)]);
  return value as Static<S>;
}

const typeName = (s: TSchema): string => {
  if (s.anyOf) return (s.anyOf as TSchema[]).map((x) => (x.const !== undefined ? `\`${x.const}\`` : typeName(x))).join(' \\| ');
  if (s.const !== undefined) return `\`${s.const}\``;
  if (s.type === 'integer') return `integer${s.minimum !== undefined ? ` ≥ ${s.minimum}` : ''}${s.maximum !== undefined ? ` ≤ ${s.maximum}` : ''}`;
  return String(s.type ?? 'string');
};

/** The schema as a Markdown table: setting, type, default, required in production, meaning. */
export function settingsTable(schema: TObject): string {
  const rows = Object.entries(schema.properties).map(([key, p]) => {
    const s = p as TSchema;
    const def = s.default === undefined ? '' : `\`${String(s.default)}\``;
    return `| \`${key}\` | ${typeName(s)} | ${def} | ${s['x-production'] ? 'yes' : ''} | ${s.description ?? ''} |`;
  });
  return ['| setting | type | default | production requires | meaning |', '| --- | --- | --- | --- | --- |', ...rows].join('\n');
}
