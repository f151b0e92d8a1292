import type { CallContext } from '../http/context';

/** A service as every area writes it: the call's context first, then its parsed input. */
type Service = (ctx: CallContext, input: never) => Promise<unknown>;

type AreaHandlers<A extends string, S extends Record<string, Service>> = {
  [K in keyof S & string as `${A}.${K}`]: (input: Parameters<S[K]>[1], ctx: CallContext) => ReturnType<S[K]>;
};

/**
 * The calls of one area bound to its services: `areaHandlers('notifications', { list: listAll })` is
 * `{ 'notifications.list': (input, ctx) => listAll(ctx, input) }`. Spread into a routes object that
 * `satisfies Partial<Handlers>`, which checks each service against its call's input and output.
 */
export function areaHandlers<A extends string, S extends Record<string, Service>>(
  area: A,
  services: S,
): AreaHandlers<A, S> {
  const entries = Object.entries(services).map(([call, service]) => [
    `${area}.${call}`,
    (input: never, ctx: CallContext) => service(ctx, input),
  ]);
  return Object.fromEntries(entries) as AreaHandlers<A, S>;
}
