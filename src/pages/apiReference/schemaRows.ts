/** The parts of a JSON Schema (as @fastify/swagger emits it from TypeBox) that the reference shows. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  examples?: unknown[];
}

/** One line of a schema table: a property (dotted path for nested ones) and what it accepts. */
export interface SchemaRow {
  name: string;
  type: string;
  required: boolean;
  constraints: string;
}

/** A short type name: "string", "integer | null", "object[]", "enum"... */
export function typeName(schema: JsonSchema): string {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map(typeName).join(' | ');
  if (schema.const !== undefined) return typeof schema.const;
  if (schema.enum) return [...new Set(schema.enum.map((value) => typeof value))].join(' | ');
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  if (schema.type === 'array') return `${schema.items ? typeName(schema.items) : 'any'}[]`;
  return schema.type ?? 'any';
}

/** The schema's limits in words, e.g. "at most 59 characters; pattern ^a+$". */
export function constraintsText(schema: JsonSchema): string {
  const parts: string[] = [];
  if (schema.const !== undefined) parts.push(`exactly ${JSON.stringify(schema.const)}`);
  if (schema.enum) parts.push(`one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`);
  if (schema.format) parts.push(`format ${schema.format}`);
  if (schema.minLength !== undefined) parts.push(`at least ${schema.minLength} characters`);
  if (schema.maxLength !== undefined) parts.push(`at most ${schema.maxLength} characters`);
  if (schema.minimum !== undefined) parts.push(`minimum ${schema.minimum}`);
  if (schema.maximum !== undefined) parts.push(`maximum ${schema.maximum}`);
  if (schema.minItems !== undefined) parts.push(`at least ${schema.minItems} items`);
  if (schema.maxItems !== undefined) parts.push(`at most ${schema.maxItems} items`);
  if (schema.pattern !== undefined) parts.push(`pattern ${schema.pattern}`);
  if (schema.default !== undefined) parts.push(`default ${JSON.stringify(schema.default)}`);
  return parts.join('; ');
}

/** The row of one named value, whatever its schema. */
export function schemaRow(name: string, schema: JsonSchema, required: boolean): SchemaRow {
  return { name, type: typeName(schema), required, constraints: constraintsText(schema) };
}

/**
 * A schema as table rows: one per property, nested objects (and objects in arrays, as "name[]")
 * flattened into dotted names. A schema that is not an object with properties is one row, "(value)".
 */
export function schemaRows(schema: JsonSchema): SchemaRow[] {
  if (!schema.properties) return [schemaRow('(value)', schema, true)];
  return propertyRows(schema, '');
}

function propertyRows(schema: JsonSchema, prefix: string): SchemaRow[] {
  return Object.entries(schema.properties ?? {}).flatMap(([key, property]) => {
    const name = prefix + key;
    const row = schemaRow(name, property, schema.required?.includes(key) ?? false);
    if (property.properties) return [row, ...propertyRows(property, `${name}.`)];
    if (property.items?.properties) return [row, ...propertyRows(property.items, `${name}[].`)];
    return [row];
  });
}
