import type { FastifyInstance } from 'fastify';
import { ensureAdmin } from '../../src/server/features/admin-auth/bootstrap.ts';
import { postAs, startVisitorSession, type VisitorSession } from './test-app.ts';

export const TEST_ADMIN = { username: 'admin-tester', password: 'correct horse battery staple' };

/** A browser with a logged-in admin: the visitor cookie and token plus the admin session cookie. */
export async function logInAsAdmin(app: FastifyInstance): Promise<VisitorSession> {
  await ensureAdmin(app.db, TEST_ADMIN);
  const visitor = await startVisitorSession(app);
  const response = await postAs(app, visitor, '/admin-login', TEST_ADMIN);
  if (response.statusCode !== 200) throw new Error(`admin login failed: ${response.body}`);
  const admin = response.cookies.find((cookie) => cookie.name === 'ts_admin');
  if (!admin) throw new Error('no admin cookie');
  return { ...visitor, cookie: `${visitor.cookie}; ts_admin=${admin.value}` };
}
