/** An event pushed to the tag manager's data layer. */
export interface DataLayerEvent {
  event: string;
  [key: string]: unknown;
}

/** The data layer: an array the tag manager reads, created on `target` when missing. */
export function createDataLayer(target: Record<string, unknown>, name = 'dataLayer') {
  const existing = target[name];
  const layer: unknown[] = Array.isArray(existing) ? existing : [];
  target[name] = layer;
  return {
    push(event: DataLayerEvent): void {
      layer.push(event);
    },
    get events(): readonly unknown[] {
      return layer;
    },
  };
}
