import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DATA_LINK_SENT_MESSAGE, DATA_SESSION_MINUTES } from '../../../domain/privacy/data-access.ts';
import {
  confirmEmailCorrectionSchema,
  correctEmailSchema,
  dataSessionViewSchema,
  eraseDataSchema,
  eraseVisitorResultsResponseSchema,
  erasureOutcomeSchema,
  messageResponseSchema,
  openDataLinkSchema,
  requestDataLinkSchema,
} from '../../../domain/privacy/schemas.ts';
import { collectPersonalData } from './collect-personal-data.ts';
import { confirmEmailCorrection, requestEmailCorrection } from './correct-email.ts';
import { type DataSession, openDataLink, requireDataSession } from './data-session.ts';
import { erasePersonalData } from './erase-personal-data.ts';
import { eraseVisitorResults } from './erase-visitor-results.ts';
import { requestDataLink } from './request-link.ts';

/** The "Your data" page's session: HttpOnly, sent only to its own calls, never to another site. */
export const DATA_SESSION_COOKIE = 'ts_data_access';
const COOKIE_PATH = '/api/your-data';

/** The self-service privacy rights: one-time link, view, export, correct, erase; and erasure by visitor cookie. */
export async function privacyRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const limited = { onRequest: app.publicWriteLimit };
  const secure = app.config.publicUrl.startsWith('https://');
  const { db } = app;

  const setSessionCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(DATA_SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'strict',
      secure,
      path: COOKIE_PATH,
      maxAge: DATA_SESSION_MINUTES * 60,
    });
  const view = async (session: DataSession) => ({
    data: await collectPersonalData(db, session.email),
    expiresAt: session.expiresAt.toISOString(),
  });

  routes.post(
    '/api/your-data/link',
    { ...limited, schema: { body: requestDataLinkSchema, response: { 202: messageResponseSchema } } },
    async (request, reply) => {
      await requestDataLink({ db, secretKey: app.config.secretKey, email: request.body.email });
      return reply.status(202).send({ message: DATA_LINK_SENT_MESSAGE });
    },
  );

  routes.post(
    '/api/your-data/open',
    { ...limited, schema: { body: openDataLinkSchema, response: { 200: dataSessionViewSchema } } },
    async (request, reply) => {
      const session = await openDataLink({ db, token: request.body.token });
      setSessionCookie(reply, session.sessionToken);
      reply.header('cache-control', 'no-store');
      return view(session);
    },
  );

  routes.get(
    '/api/your-data',
    { schema: { response: { 200: dataSessionViewSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return view(await requireDataSession(db, request.cookies[DATA_SESSION_COOKIE]));
    },
  );

  routes.get('/api/your-data/export', async (request, reply) => {
    const session = await requireDataSession(db, request.cookies[DATA_SESSION_COOKIE]);
    const data = await collectPersonalData(db, session.email);
    const exportedAt = new Date().toISOString();
    reply
      .header('cache-control', 'no-store')
      .header(
        'content-disposition',
        `attachment; filename="traitscope-your-data-${exportedAt.slice(0, 10)}.json"`,
      )
      .type('application/json; charset=utf-8');
    return JSON.stringify({ exportedAt, ...data }, null, 2);
  });

  // A session only ever shows, exports, corrects or erases its own address: a correction asks the new address
  // to confirm and closes this session (see correct-email.ts).
  routes.post(
    '/api/your-data/email',
    { ...limited, schema: { body: correctEmailSchema, response: { 202: messageResponseSchema } } },
    async (request, reply) => {
      const session = await requireDataSession(db, request.cookies[DATA_SESSION_COOKIE]);
      const outcome = await requestEmailCorrection({
        db,
        secretKey: app.config.secretKey,
        from: session.email,
        to: request.body.email,
        sessionToken: session.sessionToken,
      });
      reply.clearCookie(DATA_SESSION_COOKIE, { path: COOKIE_PATH });
      return reply.status(202).send(outcome);
    },
  );

  routes.post(
    '/api/your-data/email/confirm',
    {
      ...limited,
      schema: { body: confirmEmailCorrectionSchema, response: { 200: dataSessionViewSchema } },
    },
    async (request, reply) => {
      const session = await confirmEmailCorrection({ db, token: request.body.token });
      setSessionCookie(reply, session.sessionToken);
      reply.header('cache-control', 'no-store');
      return view(session);
    },
  );

  routes.post(
    '/api/your-data/erase',
    { ...limited, schema: { body: eraseDataSchema, response: { 200: erasureOutcomeSchema } } },
    async (request, reply) => {
      const session = await requireDataSession(db, request.cookies[DATA_SESSION_COOKIE]);
      const outcome = await erasePersonalData({ db, email: session.email, source: 'self-service' });
      reply.clearCookie(DATA_SESSION_COOKIE, { path: COOKIE_PATH });
      return outcome;
    },
  );

  routes.post(
    '/api/assessment-results/erase',
    { ...limited, schema: { response: { 200: eraseVisitorResultsResponseSchema } } },
    async (request) => {
      const erased = await eraseVisitorResults(db, request.visitorId);
      return {
        erased,
        message:
          erased === 0
            ? 'There were no results to erase in this browser.'
            : `We erased ${erased === 1 ? 'your result' : `all ${erased} of your results`} from our records.`,
      };
    },
  );
}
