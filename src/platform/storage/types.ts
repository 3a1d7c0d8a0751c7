/**
 * A key-value store (sessionStorage in the browser, localStorage for `durableKey(...)` keys, memory in
 * tests). Never holds PII beyond what the user typed into a draft.
 */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}
