/** Time as the sagas see it. Swapped for a virtual clock in tests and QA replay. */
export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}
