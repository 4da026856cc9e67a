import { streams, type EventStore } from '@annuaire/shared';
import { demoPicture } from '../../src/demo/population/images';
import { createRandom } from '../../src/demo/population/random';
import type { PlannedUser } from '../../src/demo/population/generate';
import { handleCommand } from '../../src/domain/commandHandler';
import { deterministicUuid } from '../../src/domain/ids';
import { systemMetadata } from '../../src/domain/metadata';
import { galleryKey } from '../../src/pictures/gallery';
import { pictureMedia, type PictureMedia } from '../../src/pictures/media';
import { prerenderVariants, STANDARD_VARIANTS } from '../../src/pictures/prerender';
import { userDecider, type UserCommand } from '../../src/users/decider';
import { BENCH_SEED, withFoldingCore, type PopulationOptions } from '../population';

/** As many generated photos as the demo draws from (backend/src/demo/population/seed.ts). */
const PICTURE_POOL = 24;

/**
 * Gives the members named the photos the demo would have given them (`npm run seed`'s generated pictures, the
 * demo's count for each member, at least one), stored on disk, added and approved by command, and makes their
 * standard variants as the upload job does right after an upload (docs/product.md §9), so a page's first view
 * reads files. Seeding pictures for every member would write about two per member; ranks do not depend on
 * pictures, so picturing only the members the measured pages show leaves those pages' members as they were.
 * Answers the number of pictures added.
 */
export async function givePictures(
  url: string,
  options: PopulationOptions & { dataDir: string },
  plan: readonly PlannedUser[],
  usernames: ReadonlySet<string>,
  log: (message: string) => void,
): Promise<number> {
  const members = plan.filter((user) => usernames.has(user.username));
  const missing = [...usernames].filter((username) => !members.some((user) => user.username === username));
  if (missing.length > 0) throw new Error(`not in the seeded population: ${missing.join(', ')}`);
  log(`pictures for the ${members.length} members of the measured pages`);
  const random = createRandom(BENCH_SEED ^ 0x5eed);
  const pool = await Promise.all(Array.from({ length: PICTURE_POOL }, () => demoPicture(random)));
  return withFoldingCore(url, options, log, async (core, config) => {
    const media = pictureMedia(config, core.db);
    const prepared = new Map<number, string>();
    const now = new Date();
    let added = 0;
    for (const user of members) {
      for (let i = 0; i < Math.max(1, user.pictures.count); i++) {
        // The demo's choice of photo and picture id (seed.ts `pictureSteps`).
        const source = (user.username.length * 7 + i) % pool.length;
        const pictureId = deterministicUuid(`demo-picture:${BENCH_SEED}:${user.userId}:${i}`);
        const key = galleryKey(user.userId, pictureId, 'jpg');
        await media.storage.put(key, pool[source]!, 'image/jpeg');
        const sameSource = prepared.get(source);
        if (sameSource) await copyVariants(media, sameSource, key);
        else {
          await prerenderVariants(media, key);
          prepared.set(source, key);
        }
        const at = new Date(now.getTime() + added);
        await run(core.store, user.userId, { type: 'AddPicture', pictureId, url: key, width: 600, height: 800 }, at);
        await run(core.store, user.userId, { type: 'ApprovePicture', pictureId }, at);
        added += 1;
      }
    }
    return added;
  });
}

/** The same photo's variants are the same bytes: encoded once (AVIF is slow), then copied under each key. */
async function copyVariants(media: PictureMedia, from: string, to: string) {
  for (const size of STANDARD_VARIANTS) {
    const body = await media.variants.read(from, size);
    if (body) await media.variants.put(to, size, body);
  }
}

function run(
  store: EventStore,
  userId: string,
  command: Extract<UserCommand, { type: 'AddPicture' | 'ApprovePicture' }>,
  at: Date,
) {
  return handleCommand(store, streams.user(userId), userDecider, command, {
    now: at,
    metadata: systemMetadata(at, { reason: 'bench pictures' }),
  });
}
