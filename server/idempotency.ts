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

/**
 * Remembers the answer of each (endpoint, Idempotency-Key): a request repeating a key gets the first
 * answer again, never a second booking. A repeat that arrives while the first is still being answered
 * waits for that answer. A request that failed inside the server (threw) is forgotten, so a retry runs.
 * Bounded: the oldest keys go first past `capacity`, and keys expire after `ttlMs`.
 */
export class IdempotencyStore {
  private readonly entries = new Map<string, { at: number; answer: Promise<Answer> }>();

  constructor(
    private readonly capacity = 5000,
    private readonly ttlMs = 24 * 60 * 60 * 1000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The first answer for this key, or null when the key is new (or expired). */
  find(endpoint: string, key: string): Promise<Answer> | null {
    const id = `${endpoint}\n${key}`;
    const entry = this.entries.get(id);
    if (!entry) return null;
    if (this.now() - entry.at > this.ttlMs) {
      this.entries.delete(id);
      return null;
    }
    return entry.answer;
  }

  /** Runs `produce` once for this key and remembers its answer. */
  remember(endpoint: string, key: string, produce: () => Promise<Answer>): Promise<Answer> {
    const id = `${endpoint}\n${key}`;
    const answer = produce();
    this.entries.set(id, { at: this.now(), answer });
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
