/**
 * A field or template of @rjsf/core's defaults that no form page can render, standing in
 * for the original (fields.ts, templates.ts): if one ever did render, it throws with the
 * reason, to the route's error boundary, instead of leaving a question out unseen.
 */
export function notInBundle(name: string, reason: string): () => never {
  const StandIn = (): never => {
    throw new Error(`RJSF’s ${name} is not in the bundle: ${reason}`);
  };
  StandIn.displayName = `NotInBundle(${name})`;
  return StandIn;
}
