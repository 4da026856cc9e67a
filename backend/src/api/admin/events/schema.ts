import { z } from 'zod';
import { listQuery } from '../simpleRest';

export const EventsFilter = z
  .object({
    subjectId: z.string().min(1),
    actorId: z.string().min(1),
    impersonatorId: z.string().min(1),
    streamId: z.string().min(1),
    type: z.string().min(1),
    correlationId: z.string().min(1),
    until: z.iso.datetime({ offset: true }),
  })
  .partial()
  .strict();

export const ListEventsQuery = listQuery(['position'], EventsFilter);
