import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  DATA_LINK_INVALID_MESSAGE,
  DATA_SESSION_MINUTES,
  DATA_SESSION_MISSING_MESSAGE,
} from '../../../domain/privacy/data-access.ts';
import type { Database } from '../../db/client.ts';
import { dataAccessLinks } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { createToken, hashToken } from './tokens.ts';

export type DataSession = { email: string; expiresAt: Date };

/**
 * Uses a one-time link: the conditional update marks it used only if it is unused and unexpired, so two
 * simultaneous clicks cannot both get in. Returns a session token for the visitor's cookie.
 */
export async function openDataLink({
  db,
  token,
  now = new Date(),
}: {
  db: Database;
  token: string;
  now?: Date;
}): Promise<DataSession & { sessionToken: string }> {
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
      ),
    )
    .returning({ email: dataAccessLinks.email });
  if (!link) throw new AppError('data_link_invalid', { status: 410, message: DATA_LINK_INVALID_MESSAGE });
  return { email: link.email, expiresAt, sessionToken };
}

/** The address a session cookie opens, or a 401 asking for a new link. */
export async function requireDataSession(
  db: Database,
  sessionToken: string | undefined,
  now = new Date(),
): Promise<DataSession> {
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
  if (!session?.expiresAt) {
    throw new AppError('data_session_missing', { status: 401, message: DATA_SESSION_MISSING_MESSAGE });
  }
  return { email: session.email, expiresAt: session.expiresAt };
}
