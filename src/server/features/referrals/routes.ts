import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../../domain/messages/messages.ts';
import {
  acceptInviteContract,
  claimRewardContract,
  inviteFriendContract,
  referralCheckContract,
  referralOverviewContract,
} from '../../../domain/referrals/contracts.ts';
import { INVITATION_EMAIL_INTERVAL_DAYS } from '../../../domain/referrals/rules.ts';
import { routeFromContract } from '../../http/contract-route.ts';
import { replyLanguage } from '../../http/reply-language.ts';
import { networkBlockKey } from './network-block.ts';
import {
  acceptInvite,
  assertOwnProgram,
  checkReferralReward,
  claimReward,
  getReferralOverview,
  inviteFriend,
} from './service.ts';

export async function referralRoutes(app: FastifyInstance): Promise<void> {
  const limited = { onRequest: app.publicWriteLimit };
  // The sentences of an answer, in the language the call asks for.
  const wordsOf = (request: FastifyRequest) => MESSAGES[replyLanguage(request)];

  routeFromContract(app, referralOverviewContract, {}, async (request) => {
    assertOwnProgram(request.visitorId, request.params.userId);
    return getReferralOverview({ db: app.db, visitorId: request.visitorId, words: wordsOf(request) });
  });

  routeFromContract(app, referralCheckContract, {}, async (request) => {
    assertOwnProgram(request.visitorId, request.params.userId);
    return checkReferralReward(app.db, request.visitorId);
  });

  routeFromContract(app, inviteFriendContract, limited, async (request) => {
    assertOwnProgram(request.visitorId, request.body.userId);
    await inviteFriend({
      db: app.db,
      secretKey: app.config.secretKey,
      visitorId: request.visitorId,
      friendEmail: request.body.friendEmail,
      language: request.body.language ?? 'en',
      blockKey: networkBlockKey(app.config.secretKey, request.ip),
    });
    const { replies } = wordsOf(request);
    return { success: true as const, message: replies.invited({ days: INVITATION_EMAIL_INTERVAL_DAYS }) };
  });

  routeFromContract(app, acceptInviteContract, limited, async (request) =>
    acceptInvite({
      db: app.db,
      visitorId: request.visitorId,
      token: request.body.token,
      blockKey: networkBlockKey(app.config.secretKey, request.ip),
      words: wordsOf(request),
    }),
  );

  routeFromContract(app, claimRewardContract, limited, async (request) => {
    assertOwnProgram(request.visitorId, request.params.userId);
    return claimReward({
      db: app.db,
      visitorId: request.visitorId,
      blockKey: networkBlockKey(app.config.secretKey, request.ip),
      words: wordsOf(request),
    });
  });
}
