import { afterEach, vi } from 'vitest';

// A stray console.error in an API test means something went wrong that no assertion caught.
const errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});

afterEach(() => {
  const seen = errors.splice(0);
  if (seen.length > 0) throw new Error(`console.error was called: ${JSON.stringify(seen[0])}`);
});
