// Tracking on demand. Periodic rounds belong to the lifecycle; this is what callers ask for
// between rounds. Argument types are the public methods' (FlagsClient), declared once there.
import { validateVisitorCode } from '../visitorCode.js';
import type { FlagsClient } from './client.js';
import type { ClientContext } from './context.js';
import type { VisitorDataWriter } from './visitorData.js';

/** Conversions and flushes: queue work for the tracker, or send a visitor's at once. */
export class TrackingRequests {
  /** `writer` stores conversions like any other visitor data. */
  constructor(
    private readonly context: ClientContext,
    private readonly writer: VisitorDataWriter,
  ) {}

  /** Records a conversion and schedules tracking. */
  trackConversion(args: Parameters<FlagsClient['trackConversion']>[0]): void {
    const { visitorCode, ...conversion } = args;
    this.writer.add(visitorCode, { type: 'conversion', ...conversion });
    this.context.tracker.schedule(visitorCode);
  }

  /**
   * Sends tracking. With a visitor and `instant`, sends that visitor now; with a visitor,
   * schedules it; without, schedules every visitor with unsent data.
   */
  flush(target?: Parameters<FlagsClient['flush']>[0]): Promise<void> {
    const { tracker } = this.context;
    const visitorCode = typeof target === 'string' ? target : target?.visitorCode;
    const instant = typeof target === 'object' && target.instant === true;
    if (visitorCode === undefined) {
      tracker.scheduleAllUnsent();
      return Promise.resolve();
    }
    validateVisitorCode(visitorCode);
    if (instant) return tracker.send(visitorCode);
    tracker.schedule(visitorCode);
    return Promise.resolve();
  }
}
