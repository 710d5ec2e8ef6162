import { z } from 'zod';
import { SHARE_IMAGES } from './share-images.ts';

const IMAGE_NAMES = [...SHARE_IMAGES.keys()] as [string, ...string[]];

// GET /og/:image. Only the names in SHARE_IMAGES: nothing a caller sends reaches a file path or the renderer.
export const shareImageParamsSchema = z.object({
  image: z.enum(IMAGE_NAMES, {
    error:
      'Unknown preview image. Ask for site.png or <assessment>-<level>.png, such as asd-high.png (asd-high.de.png in German).',
  }),
});
