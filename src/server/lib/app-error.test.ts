import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages/messages.ts';
import { AppError } from './app-error.ts';

describe('AppError', () => {
  it("keeps a visitor's refusal in every language, with its English as the message the logs see", () => {
    const error = new AppError('code_used', { status: 409, message: (words) => words.replies.codeUsed });
    expect(error.message).toBe('This discount code has already been used.');
    expect(error.wording(MESSAGES.en)).toBe(error.message);
    expect(error.wording(MESSAGES.de)).toBe('Dieser Rabattcode wurde bereits verwendet.');
  });

  it("words staff's and developers' errors, given as text, alike in every language", () => {
    const error = new AppError('webhook_off', {
      status: 503,
      message: 'Stripe webhooks are not configured.',
    });
    expect(error.message).toBe('Stripe webhooks are not configured.');
    expect(error.wording(MESSAGES.de)).toBe('Stripe webhooks are not configured.');
  });
});
