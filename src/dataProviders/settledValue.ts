/**
 * Reads a promise's value once it has arrived, at once (undefined before, or when it failed):
 * what the adapters' `peekList` answers from. The caller handles the failure itself.
 */
export const settledValue = <T>(promise: Promise<T>): (() => T | undefined) => {
  let arrived: { value: T } | undefined;
  promise.then(
    (value) => (arrived = { value }),
    () => undefined,
  );
  return () => arrived?.value;
};
