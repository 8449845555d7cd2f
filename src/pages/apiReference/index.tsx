import { startTransition, useEffect, useState } from 'react';
import { StatusAlert } from '../../lib/StatusAlert';
import { StatusLine } from '../../lib/StatusLine';
import {
  asApiDocument,
  formatExample,
  groupOperations,
  type Operation,
  type TagGroup,
} from './operations';
import { TryItForm } from './TryItForm';
import { canTry } from './tryIt';
import { schemaRow, schemaRows, type SchemaRow } from './schemaRows';
import './apiReference.css';

const OPENAPI_URL = '/api/openapi.json';

type Load =
  | { state: 'loading' }
  | { state: 'failed'; reason: string }
  | { state: 'ready'; groups: TagGroup[] };

async function fetchGroups(signal: AbortSignal): Promise<TagGroup[]> {
  const response = await fetch(OPENAPI_URL, { signal });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return groupOperations(asApiDocument(await response.json()));
}

/** The site's OpenAPI document, fetched at run time and shown per tag and per operation. */
export default function ApiReferencePage() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetchGroups(controller.signal).then(
      // Some thirty operations with their tables: rendered as a transition, in slices that leave
      // a phone's main thread free between them, instead of one long task.
      (groups) => startTransition(() => setLoad({ state: 'ready', groups })),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setLoad({ state: 'failed', reason: String((error as Error).message ?? error) });
      },
    );
    return () => controller.abort();
  }, []);

  return (
    <section className="api-reference">
      <p>
        Read from <a href={OPENAPI_URL}>{OPENAPI_URL}</a>, the OpenAPI 3.1 document the server
        generates from its route schemas.
      </p>
      <StatusLine>{load.state === 'loading' ? 'Loading the API document…' : undefined}</StatusLine>
      {load.state === 'failed' && (
        <StatusAlert
          status={{ ok: false, message: `Could not load the API document: ${load.reason}.` }}
        />
      )}
      {load.state === 'ready' &&
        load.groups.map((group) => (
          <section key={group.tag} aria-labelledby={`tag-${group.tag}`} className="mt-4">
            <h2 id={`tag-${group.tag}`}>{group.tag}</h2>
            {group.description && <p>{group.description}</p>}
            {group.operations.map((operation) => (
              <OperationSection
                key={`${operation.method} ${operation.path}`}
                operation={operation}
              />
            ))}
          </section>
        ))}
    </section>
  );
}

function OperationSection({ operation }: { operation: Operation }) {
  const title = `${operation.method} ${operation.path}`;
  const id = `op-${title.replace(/[^A-Za-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="border rounded p-3 mb-3">
      <h3 id={id} className="h5 font-monospace text-break">
        {title}
      </h3>
      <p>{operation.summary}</p>
      {operation.parameters.length > 0 && (
        <SchemaTable
          caption="Parameters"
          rows={operation.parameters.map((p) => ({
            ...schemaRow(p.name, p.schema, p.required),
            where: p.in,
          }))}
        />
      )}
      {operation.body && (
        <>
          <SchemaTable
            caption={`Request body (JSON${operation.body.required ? ', required' : ''})`}
            rows={schemaRows(operation.body.schema)}
          />
          {operation.body.example !== undefined && (
            <Example label={`Example body of ${title}`} value={operation.body.example} />
          )}
        </>
      )}
      <div className="table-responsive">
        <table className="table table-sm align-top mb-0">
          <caption className="caption-top">Answers</caption>
          <thead>
            <tr>
              <th scope="col">Status</th>
              <th scope="col">Description</th>
              <th scope="col">Example</th>
            </tr>
          </thead>
          <tbody>
            {operation.answers.map((answer) => (
              <tr key={answer.status}>
                <th scope="row">{answer.status}</th>
                <td>{answer.description}</td>
                <td>
                  {answer.example !== undefined && (
                    <Example
                      label={`Example ${answer.status} answer of ${title}`}
                      value={answer.example}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {canTry(operation) && <TryItForm operation={operation} />}
    </section>
  );
}

function SchemaTable({
  caption,
  rows,
}: {
  caption: string;
  rows: (SchemaRow & { where?: string })[];
}) {
  const showWhere = rows.some((row) => row.where);
  return (
    <div className="table-responsive">
      <table className="table table-sm">
        <caption className="caption-top">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            {showWhere && <th scope="col">In</th>}
            <th scope="col">Type</th>
            <th scope="col">Required</th>
            <th scope="col">Constraints</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row" className="font-monospace">
                {row.name}
              </th>
              {showWhere && <td>{row.where}</td>}
              <td className="font-monospace">{row.type}</td>
              <td>{row.required ? 'yes' : 'no'}</td>
              <td className="text-break">{row.constraints}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Example({ label, value }: { label: string; value: unknown }) {
  return (
    <pre className="bg-body-tertiary border rounded p-2 mb-2 small" aria-label={label} tabIndex={0}>
      <code>{formatExample(value)}</code>
    </pre>
  );
}
