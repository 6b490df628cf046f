import { messages } from '@ham/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../auth/guard';
import type { Db } from '../db/schema';
import { AppError } from '../errors';
import { takeWorkSlot, type WorkLimit } from './work-slots';

/** Whose heavy work this is, and a signal raised when the client that asked for it goes away. */
export interface RequestWork {
  owner: string;
  signal: AbortSignal;
}

/** The signed-in user whose work this is (the key of their work slots and of their line). */
export const workOwner = (request: FastifyRequest): string => `a${currentUser(request).accountId}`;

/**
 * The request's work: owned by its signed-in user; its signal aborts when the connection closes
 * before the answer was sent (the user closed the tab or pressed Esc), so that nobody renders a
 * PDF or writes an export nobody will read.
 */
export function requestWork(request: FastifyRequest, reply: FastifyReply): RequestWork {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('client gone'));
  });
  return { owner: workOwner(request), signal: controller.signal };
}

/** The client went away while its work waited or ran: nobody reads this answer (logged as 499). */
export const clientClosed = () => new AppError(499, 'ClientClosedRequest', messages.clientClosedRequest);

/**
 * Runs `fn` holding one of the user's `limit` slots of this kind of work (work-slots.ts, shared
 * by every replica), released when `fn` settles; with every slot held, a 429 with `busy`.
 */
export async function inWorkSlot<T>(db: Db, work: WorkLimit, busy: string, fn: () => Promise<T>): Promise<T> {
  const release = await takeWorkSlot(db, work);
  if (!release) throw new AppError(429, 'TooManyRequests', busy);
  try {
    return await fn();
  } finally {
    await release();
  }
}
