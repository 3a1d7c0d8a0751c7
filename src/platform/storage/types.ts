/** A key-value store (sessionStorage in the browser, memory in tests). Never holds PII. */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}
