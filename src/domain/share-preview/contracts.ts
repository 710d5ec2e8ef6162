import { defineContract } from '../api/contract.ts';
import type { shareImageParamsSchema } from './schemas.ts';

/**
 * The PNG a link preview shows for a page (share-preview.ts names them). Not under /api/: crawlers fetch it
 * without cookies or a token, and it answers a file, so it has no response schema.
 */
export const shareImageContract = defineContract<{ params: typeof shareImageParamsSchema }>(
  'GET',
  '/og/:image',
);
