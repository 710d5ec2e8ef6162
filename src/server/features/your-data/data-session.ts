import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Messages } from '../../../domain/messages/messages.ts';
import { DATA_SESSION_MINUTES } from '../../../domain/your-data/data-access.ts';
import type { Database } from '../../db/client.ts';
import { dataAccessLinks } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { createToken, hashToken } from './tokens.ts';

export type DataSession = { email: string; expiresAt: Date };

export type OpenedLink = DataSession & { linkId: number; sessionToken: string; correctsFrom: string | null };

/**
 * Uses a one-time link: the conditional update marks it used only if it is unused, unexpired and of the kind
 * asked for (a data link, or a correction's confirmation), so two simultaneous clicks cannot both get in and
 * neither kind opens through the other's call. Returns a session token for the visitor's cookie.
 */
export async function claimLink({
  db,
  token,
  isCorrection,
  now,
}: {
  db: Database;
  token: string;
  isCorrection: boolean;
  now: Date;
}): Promise<OpenedLink> {
  const sessionToken = createToken();
  const expiresAt = new Date(now.getTime() + DATA_SESSION_MINUTES * 60 * 1000);
  const [link] = await db
    .update(dataAccessLinks)
    .set({ usedAt: now, sessionHash: hashToken(sessionToken), sessionExpiresAt: expiresAt })
    .where(
      and(
        eq(dataAccessLinks.tokenHash, hashToken(token)),
        isNull(dataAccessLinks.usedAt),
        gt(dataAccessLinks.expiresAt, now),
        isCorrection ? isNotNull(dataAccessLinks.correctsFrom) : isNull(dataAccessLinks.correctsFrom),
      ),
    )
    .returning({
      id: dataAccessLinks.id,
      email: dataAccessLinks.email,
      correctsFrom: dataAccessLinks.correctsFrom,
    });
  if (!link) {
    throw new AppError('data_link_invalid', {
      status: 410,
      message: (words: Messages) => words['your-data'].dataLinkInvalid,
    });
  }
  return { linkId: link.id, email: link.email, correctsFrom: link.correctsFrom, expiresAt, sessionToken };
}

export function openDataLink({ db, token, now = new Date() }: { db: Database; token: string; now?: Date }) {
  return claimLink({ db, token, isCorrection: false, now });
}

/** Ends the session of one cookie at once (the link's row stays: it still proves its address). */
export async function endDataSession(db: Database, sessionToken: string): Promise<void> {
  await db
    .update(dataAccessLinks)
    .set({ sessionHash: null, sessionExpiresAt: null })
    .where(eq(dataAccessLinks.sessionHash, hashToken(sessionToken)));
}

/** The address a session cookie opens (with the cookie's token), or a 401 asking for a new link. */
export async function requireDataSession(
  db: Database,
  sessionToken: string | undefined,
  now = new Date(),
): Promise<DataSession & { sessionToken: string }> {
  const [session] = sessionToken
    ? await db
        .select({ email: dataAccessLinks.email, expiresAt: dataAccessLinks.sessionExpiresAt })
        .from(dataAccessLinks)
        .where(
          and(
            eq(dataAccessLinks.sessionHash, hashToken(sessionToken)),
            gt(dataAccessLinks.sessionExpiresAt, now),
          ),
        )
    : [];
  if (!sessionToken || !session?.expiresAt) {
    throw new AppError('data_session_missing', {
      status: 401,
      message: (words: Messages) => words['your-data'].sessionMissing,
    });
  }
  return { email: session.email, expiresAt: session.expiresAt, sessionToken };
}
