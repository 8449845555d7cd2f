import type { JsonSchema } from './schemaRows';

/** The parts of an OpenAPI 3.1 document the reference reads. */
interface MediaType {
  schema?: JsonSchema;
  example?: unknown;
}
interface RawParameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
  example?: unknown;
}
interface RawOperation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: RawParameter[];
  requestBody?: { required?: boolean; content?: Record<string, MediaType> };
  responses?: Record<string, { description?: string; content?: Record<string, MediaType> }>;
}
export interface ApiDocument {
  info?: { title?: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, RawOperation>>;
}

export interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: JsonSchema;
  example?: unknown;
}
export interface Answer {
  status: string;
  description: string;
  example?: unknown;
}
export interface Operation {
  method: string;
  path: string;
  summary: string;
  parameters: Parameter[];
  body?: { required: boolean; schema: JsonSchema; example?: unknown };
  answers: Answer[];
}
export interface TagGroup {
  tag: string;
  description: string;
  operations: Operation[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const UNTAGGED = 'Other';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks that a fetched value is an OpenAPI document with paths; throws a readable error if not. */
export function asApiDocument(value: unknown): ApiDocument {
  if (!isRecord(value) || !isRecord(value.paths)) {
    throw new Error('the answer is not an OpenAPI document (no "paths")');
  }
  return value as unknown as ApiDocument;
}

/** The example of a JSON body: the media type's own, else the schema's first. */
function jsonExample(content?: Record<string, MediaType>): MediaType {
  const media = content?.['application/json'];
  if (!media) return {};
  return { schema: media.schema, example: media.example ?? media.schema?.examples?.[0] };
}

function toOperation(method: string, path: string, raw: RawOperation): Operation {
  const body = raw.requestBody && jsonExample(raw.requestBody.content);
  return {
    method: method.toUpperCase(),
    path,
    summary: raw.summary ?? raw.description ?? '',
    parameters: (raw.parameters ?? []).map((p) => ({
      name: p.name,
      in: p.in,
      required: p.required ?? false,
      schema: p.schema ?? {},
      example: p.example,
    })),
    body:
      raw.requestBody && body
        ? {
            required: raw.requestBody.required ?? false,
            schema: body.schema ?? {},
            example: body.example,
          }
        : undefined,
    answers: Object.entries(raw.responses ?? {}).map(([status, answer]) => ({
      status,
      description: answer.description ?? '',
      example: jsonExample(answer.content).example,
    })),
  };
}

/**
 * Every operation of the document, grouped by its first tag: the document's tags first, in their
 * order, then any other tag as met; within a tag, in the document's order.
 */
export function groupOperations(doc: ApiDocument): TagGroup[] {
  const groups = new Map<string, TagGroup>();
  for (const tag of doc.tags ?? []) {
    groups.set(tag.name, { tag: tag.name, description: tag.description ?? '', operations: [] });
  }
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const tag = raw.tags?.[0] ?? UNTAGGED;
      const group = groups.get(tag) ?? { tag, description: '', operations: [] };
      group.operations.push(toOperation(method, path, raw));
      groups.set(tag, group);
    }
  }
  return [...groups.values()].filter((g) => g.operations.length > 0);
}

/** An example as the reference prints it: indented JSON. */
export function formatExample(example: unknown): string {
  return JSON.stringify(example, null, 2);
}
