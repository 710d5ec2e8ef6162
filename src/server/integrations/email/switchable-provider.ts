import type { EmailProvider } from './provider.ts';

export type SwitchableEmailProvider = EmailProvider & { replace(next: EmailProvider): void };

/**
 * The provider the app holds: it forwards to the current one, so an admin's new key takes effect at once for
 * every sender (outbox worker, health probe) without a restart.
 */
export function createSwitchableEmailProvider(initial: EmailProvider): SwitchableEmailProvider {
  let current = initial;
  return {
    get name() {
      return current.name;
    },
    send: (message) => current.send(message),
    verify: () => current.verify(),
    replace(next) {
      current = next;
    },
  };
}
