import type { Page } from '@playwright/test';

/** The toast list. (Radix also announces each toast through a status element that lives for about a second.) */
export function toastList(page: Page) {
  return page.getByRole('region', { name: /^Notifications/ });
}

/** A toast with this text, in the toast list: the list item stays until the toast closes. */
export function toast(page: Page, text: string) {
  return toastList(page).getByRole('listitem').filter({ hasText: text });
}
