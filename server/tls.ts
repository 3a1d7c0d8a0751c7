import fs from 'node:fs';

/** A certificate chain and its private key, in PEM. */
export interface TlsFiles {
  cert: string;
  key: string;
}

/**
 * TLS_CERT and TLS_KEY (paths of PEM files) from the environment: both set, the server speaks HTTPS with
 * HTTP/2 (and HTTP/1.1 for clients that do not offer h2); neither set, plain HTTP. One without the other,
 * or a file that cannot be read, is an error that names the variable.
 */
export function tlsFromEnv(env: NodeJS.ProcessEnv): TlsFiles | undefined {
  const certPath = env.TLS_CERT?.trim();
  const keyPath = env.TLS_KEY?.trim();
  if (!certPath && !keyPath) return undefined;
  if (!certPath || !keyPath) {
    throw new Error(
      `TLS_CERT and TLS_KEY go together: ${certPath ? 'TLS_KEY' : 'TLS_CERT'} is not set`,
    );
  }
  return { cert: readPem('TLS_CERT', certPath), key: readPem('TLS_KEY', keyPath) };
}

/** A year: how long browsers keep to HTTPS for the host by default, over TLS. */
export const HSTS_DEFAULT_MAX_AGE = 31_536_000;

/**
 * HSTS_MAX_AGE (seconds, a whole number; 0 sends no Strict-Transport-Security) from the environment, or
 * undefined for the default. Anything else is an error that names the variable.
 */
export function hstsMaxAgeFromEnv(env: NodeJS.ProcessEnv): number | undefined {
  const value = env.HSTS_MAX_AGE?.trim();
  if (!value) return undefined;
  if (!/^\d{1,10}$/.test(value)) {
    throw new Error(`HSTS_MAX_AGE: ${value} is not a whole number of seconds`);
  }
  return Number(value);
}

function readPem(name: string, file: string): string {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${name}: cannot read ${file}`);
  }
  if (!text.includes('-----BEGIN ')) throw new Error(`${name}: ${file} is not a PEM file`);
  return text;
}
