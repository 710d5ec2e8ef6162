import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../../domain/messages/messages.ts';
import * as yourDataCalls from '../../../domain/your-data/contracts.ts';
import { DATA_SESSION_MINUTES } from '../../../domain/your-data/data-access.ts';
import { routeFromContract } from '../../http/contract-route.ts';
import { replyLanguage } from '../../http/reply-language.ts';
import { collectPersonalData } from './collect-personal-data.ts';
import { confirmEmailCorrection, requestEmailCorrection } from './correct-email.ts';
import { type DataSession, endDataSession, openDataLink, requireDataSession } from './data-session.ts';
import { erasePersonalData } from './erase-personal-data.ts';
import { eraseVisitorResults } from './erase-visitor-results.ts';
import { requestDataLink } from './request-link.ts';

/** The "Your data" page's session: HttpOnly, sent only to its own calls, never to another site. */
export const DATA_SESSION_COOKIE = 'ts_data_access';
const COOKIE_PATH = '/api/your-data';

/** The self-service privacy rights: one-time link, view, export, correct, erase; and erasure by visitor cookie. */
export async function privacyRoutes(app: FastifyInstance): Promise<void> {
  const limited = { onRequest: app.publicWriteLimit };
  const secure = app.config.publicUrl.startsWith('https://');
  const { db } = app;
  // The sentences of an answer, in the language the call asks for.
  const wordsOf = (request: FastifyRequest) => MESSAGES[replyLanguage(request)];

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

  routeFromContract(app, yourDataCalls.requestDataLinkContract, limited, async (request) => {
    await requestDataLink({ db, email: request.body.email, language: request.body.language ?? 'en' });
    return { message: wordsOf(request)['your-data'].dataLinkSent };
  });

  routeFromContract(app, yourDataCalls.openDataLinkContract, limited, async (request, reply) => {
    const session = await openDataLink({ db, token: request.body.token });
    setSessionCookie(reply, session.sessionToken);
    return view(session);
  });

  routeFromContract(app, yourDataCalls.personalDataContract, {}, async (request) => {
    return view(await requireDataSession(db, request.cookies[DATA_SESSION_COOKIE]));
  });

  routeFromContract(app, yourDataCalls.personalDataExportContract, {}, async (request, reply) => {
    const session = await requireDataSession(db, request.cookies[DATA_SESSION_COOKIE]);
    const data = await collectPersonalData(db, session.email);
    const exportedAt = new Date().toISOString();
    reply
      .header(
        'content-disposition',
        `attachment; filename="traitscope-your-data-${exportedAt.slice(0, 10)}.json"`,
      )
      .type('application/json; charset=utf-8');
    return JSON.stringify({ exportedAt, ...data }, null, 2);
  });

  // A session only ever shows, exports, corrects or erases its own address: a correction asks the new address
  // to confirm and closes this session (see correct-email.ts).
  routeFromContract(app, yourDataCalls.correctEmailContract, limited, async (request, reply) => {
    const session = await requireDataSession(db, request.cookies[DATA_SESSION_COOKIE]);
    const outcome = await requestEmailCorrection({
      db,
      from: session.email,
      to: request.body.email,
      sessionToken: session.sessionToken,
      language: request.body.language ?? 'en',
      words: wordsOf(request),
    });
    reply.clearCookie(DATA_SESSION_COOKIE, { path: COOKIE_PATH });
    return outcome;
  });

  routeFromContract(app, yourDataCalls.confirmEmailCorrectionContract, limited, async (request, reply) => {
    const session = await confirmEmailCorrection({ db, token: request.body.token });
    setSessionCookie(reply, session.sessionToken);
    return view(session);
  });

  routeFromContract(app, yourDataCalls.closeDataSessionContract, limited, async (request, reply) => {
    const token = request.cookies[DATA_SESSION_COOKIE];
    if (token) await endDataSession(db, token);
    reply.clearCookie(DATA_SESSION_COOKIE, { path: COOKIE_PATH });
    return { message: wordsOf(request)['your-data'].pageClosed };
  });

  routeFromContract(app, yourDataCalls.erasePersonalDataContract, limited, async (request, reply) => {
    const session = await requireDataSession(db, request.cookies[DATA_SESSION_COOKIE]);
    const outcome = await erasePersonalData({
      db,
      email: session.email,
      source: 'self-service',
      words: wordsOf(request),
    });
    reply.clearCookie(DATA_SESSION_COOKIE, { path: COOKIE_PATH });
    return outcome;
  });

  routeFromContract(app, yourDataCalls.eraseVisitorResultsContract, limited, async (request) => {
    const erased = await eraseVisitorResults(db, request.visitorId);
    const { replies } = wordsOf(request);
    return {
      erased,
      message: erased === 0 ? replies.noResultsToErase : replies.resultsErased({ count: erased }),
    };
  });
}
