import { queueOptionsSymbol, type TaskQueue } from 'piscina';

/** What a task carries for the queue: whose work it is. */
export interface FairTaskOptions {
  owner: string;
}

type Task = Parameters<TaskQueue['push']>[0];

const ownerOf = (task: Task): string =>
  ((task as unknown as Record<symbol, FairTaskOptions | null>)[queueOptionsSymbol] ?? { owner: '' }).owner;

/**
 * A worker pool's waiting line, fair between users: each user has a line of their own, and a
 * free worker takes the next task of the next user in turn (round robin), so one user's ten
 * documents never stand in front of another user's one. Within a user, first come first served.
 */
export class FairTaskQueue implements TaskQueue {
  private readonly lines = new Map<string, Task[]>();
  /** Users with waiting tasks, in the order they are served. */
  private turn: string[] = [];
  private count = 0;

  get size(): number {
    return this.count;
  }

  push(task: Task): void {
    const owner = ownerOf(task);
    const line = this.lines.get(owner);
    if (line) line.push(task);
    else {
      this.lines.set(owner, [task]);
      this.turn.push(owner);
    }
    this.count++;
  }

  /** A task piscina took but could not place goes back to the head of its user's line. */
  unshift(task: Task): void {
    const owner = ownerOf(task);
    const line = this.lines.get(owner);
    if (line) line.unshift(task);
    else {
      this.lines.set(owner, [task]);
      this.turn.unshift(owner);
    }
    this.count++;
  }

  shift(): Task | null {
    const owner = this.turn.shift();
    if (owner === undefined) return null;
    const line = this.lines.get(owner) as Task[];
    const task = line.shift() as Task;
    if (line.length > 0) this.turn.push(owner);
    else this.lines.delete(owner);
    this.count--;
    return task;
  }

  remove(task: Task): void {
    const owner = ownerOf(task);
    const line = this.lines.get(owner);
    const at = line?.indexOf(task) ?? -1;
    if (!line || at < 0) return;
    line.splice(at, 1);
    this.count--;
    if (line.length === 0) {
      this.lines.delete(owner);
      this.turn = this.turn.filter((o) => o !== owner);
    }
  }
}

/** A task for a pool with a FairTaskQueue: the worker receives `task` (the symbol is not sent). */
export function ownedTask<T extends object>(task: T, owner: string): T {
  return { ...task, [queueOptionsSymbol]: { owner } satisfies FairTaskOptions };
}
