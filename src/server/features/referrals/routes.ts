import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptInviteResponseSchema,
  acceptInviteSchema,
  claimRewardResponseSchema,
  inviteFriendResponseSchema,
  inviteFriendSchema,
  referralCheckSchema,
  referralOverviewSchema,
  referralUserParamsSchema,
} from '../../../domain/referrals.ts';
import {
  acceptInvite,
  assertOwnProgram,
  checkReferralReward,
  claimReward,
  getReferralOverview,
  inviteFriend,
} from './service.ts';

export async function referralRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const noStore = { 'cache-control': 'no-store' };

  routes.get(
    '/api/referral/:userId',
    { schema: { params: referralUserParamsSchema, response: { 200: referralOverviewSchema } } },
    async (request, reply) => {
      assertOwnProgram(request.visitorId, request.params.userId);
      reply.headers(noStore);
      return getReferralOverview(app.db, request.visitorId);
    },
  );

  routes.get(
    '/api/referral/check/:userId',
    { schema: { params: referralUserParamsSchema, response: { 200: referralCheckSchema } } },
    async (request, reply) => {
      assertOwnProgram(request.visitorId, request.params.userId);
      reply.headers(noStore);
      return checkReferralReward(app.db, request.visitorId);
    },
  );

  routes.post(
    '/api/referral/friend',
    {
      onRequest: app.publicWriteLimit,
      schema: { body: inviteFriendSchema, response: { 200: inviteFriendResponseSchema } },
    },
    async (request) => {
      assertOwnProgram(request.visitorId, request.body.userId);
      await inviteFriend({ db: app.db, visitorId: request.visitorId, friendEmail: request.body.friendEmail });
      return { success: true as const, message: 'Your friend has been invited.' };
    },
  );

  routes.post(
    '/api/referral/accept',
    {
      onRequest: app.publicWriteLimit,
      schema: { body: acceptInviteSchema, response: { 200: acceptInviteResponseSchema } },
    },
    async (request) => acceptInvite(app.db, request.visitorId, request.body.token),
  );

  routes.post(
    '/api/referral/claim/:userId',
    {
      onRequest: app.publicWriteLimit,
      schema: { params: referralUserParamsSchema, response: { 200: claimRewardResponseSchema } },
    },
    async (request) => {
      assertOwnProgram(request.visitorId, request.params.userId);
      return claimReward(app.db, request.visitorId);
    },
  );
}
