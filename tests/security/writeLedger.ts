import type { AppContext } from "../../server/context.js";
import { currentRequest } from "../../server/http/requestContext.js";
import { importPipelineOf } from "../../server/imports/importPipelineOf.js";

// biome-ignore lint/suspicious/noExplicitAny: a spy forwards whatever the method takes and answers.
type AnyMethod = (...args: any[]) => any;

/**
 * The method as its class defines it. Not read through the object: a store wrapped in a Proxy (the
 * metrics' timed appends) forwards to the property the spy replaces, which would call itself; the spy
 * then runs with the object the Proxy forwarded to as `this`, which private fields need.
 */
function originalOf(target: object, method: string): AnyMethod {
  const owner = Object.hasOwn(target, method) ? target : Object.getPrototypeOf(target);
  return (owner as Record<string, AnyMethod>)[method]!;
}

/**
 * Which request wrote what, in every store a route can write: the event log, document blobs, log data,
 * daily performance, the import queues and records, and mails. Each write is credited to the request
 * whose context it ran in (`currentRequest()`, carried across awaits), so requests answered in parallel
 * are told apart; a write that failed wrote nothing and is not credited.
 */
export class WriteLedger {
  private readonly writes = new Map<string, string[]>();

  /** The writes of one request (by its correlation id). */
  of(correlationId: string): string[] {
    return this.writes.get(correlationId) ?? [];
  }

  /** Replaces `target[method]` by a spy that credits each successful call to the current request. */
  watch<T extends object>(
    target: T | undefined,
    label: string,
    method: keyof T & string,
    detail: (args: unknown[], result: unknown) => string = () => "",
  ): void {
    if (!target) return;
    const original = originalOf(target, method);
    const ledger = this;
    (target as unknown as Record<string, AnyMethod>)[method] = async function (
      this: unknown,
      ...args: unknown[]
    ) {
      const request = currentRequest()?.correlationId;
      const result = await original.apply(this ?? target, args);
      if (request) ledger.credit(request, `${label}.${method}(${detail(args, result)})`);
      return result;
    };
  }

  /** Spies on a method of each object the watched method answers (a pending blob's commit). */
  watchAnswers<T extends object>(
    target: T | undefined,
    method: keyof T & string,
    then: (answer: never) => void,
  ) {
    if (!target) return;
    const original = originalOf(target, method);
    (target as unknown as Record<string, AnyMethod>)[method] = async function (
      this: unknown,
      ...args: unknown[]
    ) {
      const answer = await original.apply(this ?? target, args);
      then(answer as never);
      return answer;
    };
  }

  credit(correlationId: string, what: string) {
    const list = this.writes.get(correlationId) ?? [];
    list.push(what);
    this.writes.set(correlationId, list);
  }
}

/** Starts crediting every write of the server's stores to the request that made it. */
export async function watchWrites(ctx: AppContext): Promise<WriteLedger> {
  const ledger = new WriteLedger();
  ledger.watch(ctx.store, "events", "append", ([stream, events]) => {
    const types = (events as Array<{ type: string }>).map((e) => e.type).join(", ");
    return `${String(stream)}: ${types}`;
  });
  ledger.watchAnswers(ctx.blobs, "write", (pending: object) =>
    ledger.watch(pending, "blobs", "commit" as never),
  );
  ledger.watch(ctx.blobs, "blobs", "delete");
  ledger.watchAnswers(ctx.timeSeries, "beginImport", (writer: object) =>
    ledger.watch(writer, "timeSeries", "commit" as never),
  );
  ledger.watch(ctx.timeSeries, "timeSeries", "removeRawBefore");
  if (ctx.timeSeries?.whileWriting) ledger.watch(ctx.timeSeries, "timeSeries", "whileWriting");
  for (const method of ["writeDays", "clearVessel", "writeStatus"] as const)
    ledger.watch(ctx.daily, "daily", method);
  ledger.watch(ctx.alertStates, "alertStates", "forgetCondition");
  ledger.watch(ctx.mailer, "mail", "send");
  const { queue } = await importPipelineOf(ctx);
  for (const method of [
    "enqueue",
    "saveRecord",
    "saveProgress",
    "deleteRecord",
    "removeMessages",
    "finishJob",
    "clearCurrentImport",
  ] as const)
    ledger.watch(queue, "imports", method);
  return ledger;
}
