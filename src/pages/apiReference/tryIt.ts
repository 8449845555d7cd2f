import type { Operation, Parameter } from './operations';

/** Whether the reference offers "Try it": GETs without a body, whose parameters are all path or query. */
export function canTry(operation: Operation): boolean {
  return (
    operation.method === 'GET' &&
    !operation.body &&
    operation.parameters.every((p) => p.in === 'path' || p.in === 'query')
  );
}

/**
 * The URL a "Try it" form asks: path parameters put in (encoded), filled query parameters appended
 * in the document's order, blank ones left out.
 */
export function requestUrl(
  path: string,
  parameters: Pick<Parameter, 'name' | 'in'>[],
  values: Record<string, string>,
): string {
  const query = new URLSearchParams();
  let url = path;
  for (const { name, in: where } of parameters) {
    const value = values[name] ?? '';
    if (where === 'path') url = url.replace(`{${name}}`, encodeURIComponent(value));
    else if (where === 'query' && value !== '') query.append(name, value);
  }
  const search = query.toString();
  return search ? `${url}?${search}` : url;
}
