/** Settles when `promise` does or after `ms`, whichever comes first (never rejects). */
export const atMost = (promise: Promise<unknown>, ms: number): Promise<void> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  const settled = promise.then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([settled, timeout]).finally(() => clearTimeout(timer));
};
