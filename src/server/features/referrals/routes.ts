import type { FastifyInstance } from 'fastify';
import {
  acceptInviteContract,
  claimRewardContract,
  inviteFriendContract,
  referralCheckContract,
  referralOverviewContract,
} from '../../../domain/referrals/contracts.ts';
import { INVITE_MESSAGE } from '../../../domain/referrals/rules.ts';
import { routeFromContract } from '../../http/contract-route.ts';
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

  routeFromContract(app, referralOverviewContract, {}, async (request) => {
    assertOwnProgram(request.visitorId, request.params.userId);
    return getReferralOverview(app.db, request.visitorId);
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
    return { success: true as const, message: INVITE_MESSAGE };
  });

  routeFromContract(app, acceptInviteContract, limited, async (request) =>
    acceptInvite(
      app.db,
      request.visitorId,
      request.body.token,
      networkBlockKey(app.config.secretKey, request.ip),
    ),
  );

  routeFromContract(app, claimRewardContract, limited, async (request) => {
    assertOwnProgram(request.visitorId, request.params.userId);
    return claimReward(app.db, request.visitorId, networkBlockKey(app.config.secretKey, request.ip));
  });
}
