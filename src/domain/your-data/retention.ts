/** How long personal data is kept; set by configuration and stated, with these numbers, in the privacy policy. */
export type RetentionPeriods = {
  /** After this, answers are detached from visitor ids and e-mail addresses; orders lose their personal fields. */
  answersMonths: number;
  /** Copies of e-mails in the capture mailbox (used when no real e-mail provider is configured). */
  capturedEmailDays: number;
  /** The log of pages not found. */
  notFoundLogDays: number;
};

export const DEFAULT_RETENTION: RetentionPeriods = {
  answersMonths: 12,
  capturedEmailDays: 30,
  notFoundLogDays: 90,
};

const DAY_MS = 24 * 60 * 60 * 1000;

export type RetentionCutoffs = { answers: Date; capturedEmails: Date; notFoundLogs: Date };

/**
 * Everything created before these instants has outlived its period. Months are calendar months (12 months
 * before 31 March is 31 March a year earlier; one month before 31 March is the last day of February).
 */
export function retentionCutoffs(now: Date, periods: RetentionPeriods): RetentionCutoffs {
  return {
    answers: subtractMonths(now, periods.answersMonths),
    capturedEmails: new Date(now.getTime() - periods.capturedEmailDays * DAY_MS),
    notFoundLogs: new Date(now.getTime() - periods.notFoundLogDays * DAY_MS),
  };
}

export function subtractMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}
