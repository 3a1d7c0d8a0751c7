import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** One finished API answer, as sent (and as replayed for a repeated Idempotency-Key). */
export interface Answer {
  status: number;
  contentType: string;
  body: string | Buffer;
  /** The envelope code for the log line ('-' when none). */
  code: string;
}

/** A usable key: 1 to 255 visible ASCII characters (the app sends a UUID). Anything else is ignored. */
export function idempotencyKeyOf(headers: IncomingHttpHeaders): string | null {
  const raw = headers['idempotency-key'];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  return /^[\x21-\x7e]{1,255}$/.test(value) ? value : null;
}

/** Whose key it is: the endpoint and the user (the spec's common query parameter userId; '' when none). */
export interface KeyScope {
  endpoint: string;
  user: string;
}

/**
 * The request a key stands for, as a sha256 of its body: the form (or JSON) fields sorted by name, then
 * each file part's field, name and bytes. The same fields in another order are the same request.
 */
export function requestFingerprint(
  fields: Record<string, string>,
  files: readonly { field: string; filename: string; data: Buffer }[] = [],
): string {
  const hash = createHash('sha256');
  const sorted = Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  hash.update(JSON.stringify(sorted));
  for (const file of files) {
    hash.update(`\n${JSON.stringify([file.field, file.filename, file.data.length])}\n`);
    hash.update(file.data);
  }
  return hash.digest('hex');
}

/** `find`'s answer for a key used before with another request (another body): refused, never replayed. */
export const KEY_REUSED = 'reused';

/**
 * Remembers the answer of each (endpoint, user, Idempotency-Key) with the request it answered (its
 * fingerprint): the same key with the same request gets the first answer again, never a second booking;
 * the same key with another request is refused (KEY_REUSED), as Stripe does; another user's same key is
 * that user's own key. A repeat that arrives while the first is still being answered waits for that
 * answer. A request that failed inside the server (threw) is forgotten, so a retry runs. Bounded: the
 * oldest keys go first past `capacity`, and keys expire after `ttlMs`.
 */
export class IdempotencyStore {
  private readonly entries = new Map<
    string,
    { at: number; fingerprint: string; answer: Promise<Answer> }
  >();

  constructor(
    private readonly capacity = 5000,
    private readonly ttlMs = 24 * 60 * 60 * 1000,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The first answer for this key when it answered the same request (`fingerprint`), KEY_REUSED when it
   * answered another one, null when the key is new (or expired).
   */
  find(scope: KeyScope, key: string, fingerprint = ''): Promise<Answer> | typeof KEY_REUSED | null {
    const id = idOf(scope, key);
    const entry = this.entries.get(id);
    if (!entry) return null;
    if (this.now() - entry.at > this.ttlMs) {
      this.entries.delete(id);
      return null;
    }
    return entry.fingerprint === fingerprint ? entry.answer : KEY_REUSED;
  }

  /** Runs `produce` once for this key and remembers its answer with the request (`fingerprint`). */
  remember(
    scope: KeyScope,
    key: string,
    produce: () => Promise<Answer>,
    fingerprint = '',
  ): Promise<Answer> {
    const id = idOf(scope, key);
    const answer = produce();
    this.entries.set(id, { at: this.now(), fingerprint, answer });
    answer.catch(() => {
      if (this.entries.get(id)?.answer === answer) this.entries.delete(id);
    });
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return answer;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The map key: JSON keeps the parts apart whatever they hold (a user id with a newline included). */
const idOf = (scope: KeyScope, key: string): string =>
  JSON.stringify([scope.endpoint, scope.user, key]);
