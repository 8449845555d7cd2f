/** Readers for one environment variable each: a default when unset or empty, else a checked value. */
type Env = NodeJS.ProcessEnv;

const valueOf = (env: Env, name: string) => (env[name] === '' ? undefined : env[name]);

const invalid = (name: string, rule: string, value: string) =>
  new Error(`${name} must be ${rule}, not "${value}"`);

export function integerVar(env: Env, name: string, fallback: number, min: number, max = Infinity) {
  const value = valueOf(env, name);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!/^-?\d+$/.test(value.trim()) || parsed < min || parsed > max) {
    const rule =
      max === Infinity
        ? `a whole number of ${min} or more`
        : `a whole number from ${min} to ${max}`;
    throw invalid(name, rule, value);
  }
  return parsed;
}

export function booleanVar(env: Env, name: string, fallback: boolean) {
  const value = valueOf(env, name);
  if (value === undefined) return fallback;
  if (value !== 'true' && value !== 'false') throw invalid(name, '"true" or "false"', value);
  return value === 'true';
}

export function oneOfVar<T extends string>(
  env: Env,
  name: string,
  fallback: T,
  allowed: readonly T[],
) {
  const value = valueOf(env, name);
  if (value === undefined) return fallback;
  if (!allowed.includes(value as T)) throw invalid(name, `one of ${allowed.join(', ')}`, value);
  return value as T;
}

/** An absolute URL with one of the given schemes ("redis:", "smtp:"...), or undefined when unset. */
export function urlVar(env: Env, name: string, protocols: readonly string[]) {
  const value = valueOf(env, name);
  if (value === undefined) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || !protocols.includes(url.protocol)) {
    throw invalid(name, `a ${protocols.map((p) => `${p}//`).join(' or ')} address`, value);
  }
  return value;
}

export function textVar(env: Env, name: string, fallback: string) {
  return valueOf(env, name) ?? fallback;
}
