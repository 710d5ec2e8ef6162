import { and, count, eq, isNotNull, isNull, lt, or, TransactionRollbackError } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { TwoStepSetup } from '../../../../domain/admin-auth/two-step/schemas.ts';
import type { Database } from '../../../db/client.ts';
import { adminPendingLogins, adminRecoveryCodes, adminSecondFactors } from '../../../db/schema.ts';
import { decryptSecret, encryptSecret } from '../../../lib/secret-box.ts';
import { spendEnrolmentToken } from './enrolment-tokens.ts';
import { generateRecoveryCodes, hashRecoveryCode } from './recovery-codes.ts';
import { APP_CODE, acceptedTotpStep, createTotpSecret, totpUri } from './totp.ts';

// The storage of an admin's authenticator app and recovery codes. Callers decide who may do what and count each
// code check in the login throttle (login.ts, two-step.ts).

type Keys = { db: Database; secretKey: string };

/** How a code was accepted: the app's code, or a recovery code (with how many are left after it). */
export type AcceptedCode = { method: 'app' } | { method: 'recovery-code'; recoveryCodesLeft: number };

const sealSecret = (secretKey: string, secret: string) =>
  encryptSecret(secretKey, secret, 'admin-second-factors');
const openSecret = (secretKey: string, sealed: string) =>
  decryptSecret(secretKey, sealed, 'admin-second-factors');

/** The admin's app, confirmed or still waiting for its first code; undefined when there is none. */
export async function findSecondFactor(db: Database, adminId: number) {
  const [factor] = await db.select().from(adminSecondFactors).where(eq(adminSecondFactors.adminId, adminId));
  return factor;
}

export async function hasConfirmedSecondFactor(db: Database, adminId: number): Promise<boolean> {
  const factor = await findSecondFactor(db, adminId);
  return !!factor?.confirmedAt;
}

export async function countRecoveryCodesLeft(db: Database, adminId: number): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}

/**
 * A new secret for the admin, replacing one still waiting for its first code; null when a confirmed one is in
 * place (it must be turned off first). The QR code is drawn here, so no QR library reaches the browser.
 */
export async function startSecondFactor({
  db,
  secretKey,
  adminId,
  username,
}: Keys & { adminId: number; username: string }): Promise<TwoStepSetup | null> {
  const secret = createTotpSecret();
  const sealedSecret = sealSecret(secretKey, secret);
  const stored = await db
    .insert(adminSecondFactors)
    .values({ adminId, sealedSecret })
    .onConflictDoUpdate({
      target: adminSecondFactors.adminId,
      set: { sealedSecret, lastUsedStep: null },
      setWhere: isNull(adminSecondFactors.confirmedAt),
    })
    .returning({ adminId: adminSecondFactors.adminId });
  if (stored.length === 0) return null;
  const otpauthUri = totpUri(secret, username);
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    secret,
    otpauthUri,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * Confirms the waiting secret with the app's first code and gives the admin new recovery codes (the only time
 * they are seen in clear). 'none-waiting' when there is no unconfirmed secret, 'wrong-code' for a code that does
 * not match it. With `enrolmentToken`, the token is spent in the same transaction, or nothing is confirmed
 * ('token-refused').
 */
export async function confirmSecondFactor({
  db,
  secretKey,
  adminId,
  code,
  enrolmentToken,
  now,
}: Keys & { adminId: number; code: string; enrolmentToken?: string; now: Date }): Promise<
  { recoveryCodes: string[] } | 'none-waiting' | 'wrong-code' | 'token-refused'
> {
  const factor = await findSecondFactor(db, adminId);
  if (!factor || factor.confirmedAt) return 'none-waiting';
  const step = acceptedTotpStep({
    secret: openSecret(secretKey, factor.sealedSecret),
    code,
    now,
    lastUsedStep: null,
  });
  if (step === null) return 'wrong-code';
  try {
    return await db.transaction(async (tx) => {
      const confirmed = await tx
        .update(adminSecondFactors)
        .set({ confirmedAt: now, lastUsedStep: step })
        .where(
          and(
            eq(adminSecondFactors.adminId, adminId),
            eq(adminSecondFactors.sealedSecret, factor.sealedSecret),
            isNull(adminSecondFactors.confirmedAt),
          ),
        )
        .returning({ adminId: adminSecondFactors.adminId });
      // A parallel set-up replaced the secret, or a parallel confirmation won.
      if (confirmed.length === 0) return 'none-waiting' as const;
      // A token spent by a parallel enrolment undoes this confirmation.
      if (enrolmentToken !== undefined && !(await spendEnrolmentToken(tx, adminId, enrolmentToken, now))) {
        tx.rollback();
      }
      return { recoveryCodes: await replaceRecoveryCodes(tx, secretKey, adminId) };
    });
  } catch (error) {
    if (error instanceof TransactionRollbackError) return 'token-refused';
    throw error;
  }
}

/** A new set of recovery codes; the old ones, used or not, stop working. */
export async function replaceRecoveryCodes(
  db: Database,
  secretKey: string,
  adminId: number,
): Promise<string[]> {
  const codes = generateRecoveryCodes();
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
  await db
    .insert(adminRecoveryCodes)
    .values(codes.map((code) => ({ adminId, codeHash: hashRecoveryCode(secretKey, code) })));
  return codes;
}

/**
 * Accepts the app's current code or an unused recovery code of an admin with a confirmed app, using it up: each
 * update below succeeds for one request only, so a code replayed, even in parallel, is refused. Null for anything
 * else.
 */
export async function spendSecondFactorCode({
  db,
  secretKey,
  adminId,
  code,
  now,
}: Keys & { adminId: number; code: string; now: Date }): Promise<AcceptedCode | null> {
  const factor = await findSecondFactor(db, adminId);
  if (!factor?.confirmedAt) return null;
  if (APP_CODE.test(code.replace(/\s/g, ''))) {
    const step = acceptedTotpStep({
      secret: openSecret(secretKey, factor.sealedSecret),
      code,
      now,
      lastUsedStep: factor.lastUsedStep,
    });
    if (step === null) return null;
    const used = await db
      .update(adminSecondFactors)
      .set({ lastUsedStep: step })
      .where(
        and(
          eq(adminSecondFactors.adminId, adminId),
          isNotNull(adminSecondFactors.confirmedAt),
          or(isNull(adminSecondFactors.lastUsedStep), lt(adminSecondFactors.lastUsedStep, step)),
        ),
      )
      .returning({ adminId: adminSecondFactors.adminId });
    return used.length > 0 ? { method: 'app' } : null;
  }
  const used = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(adminRecoveryCodes.adminId, adminId),
        eq(adminRecoveryCodes.codeHash, hashRecoveryCode(secretKey, code)),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  if (used.length === 0) return null;
  return { method: 'recovery-code', recoveryCodesLeft: await countRecoveryCodesLeft(db, adminId) };
}

/** Removes the admin's app, recovery codes and pending logins; whether there was an app, confirmed or not. */
export async function removeSecondFactor(db: Database, adminId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
    await tx.delete(adminPendingLogins).where(eq(adminPendingLogins.adminId, adminId));
    const removed = await tx
      .delete(adminSecondFactors)
      .where(eq(adminSecondFactors.adminId, adminId))
      .returning({ adminId: adminSecondFactors.adminId });
    return removed.length > 0;
  });
}
