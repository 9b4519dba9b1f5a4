// Frames counted from Chromium's own frame reports (PipelineReporter trace events of the renderer's
// compositor), so the page runs no JavaScript per frame to be measured: a requestAnimationFrame
// counter would itself wake the main thread every frame.
import type { TraceEvent } from './live-page-browser.ts';

/** The trace category of the compositor's frame reports. */
export const frameTraceCategory = 'disabled-by-default-devtools.timeline.frame';

/** Frames the page's compositor presented and dropped during a trace. */
export type FrameCounts = { presented: number; dropped: number };

type FrameReport = { frame_sequence?: number; state?: string };

/**
 * Counts the renderer's frames in `events`: each frame sequence number once, presented when any report
 * of it was presented (all or partly), dropped when its reports only say dropped.
 */
export function frameCountsOf(events: readonly TraceEvent[]): FrameCounts {
  const renderers = new Set(
    events
      .filter(
        (event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
      )
      .map((event) => event.pid),
  );
  const presented = new Set<number>();
  const dropped = new Set<number>();
  for (const event of events) {
    if (event.name !== 'PipelineReporter' || event.ph !== 'b' || !renderers.has(event.pid)) continue;
    const report = (event.args as { frame_reporter?: FrameReport } | undefined)?.frame_reporter;
    if (report?.frame_sequence === undefined) continue;
    if (report.state?.startsWith('STATE_PRESENTED')) presented.add(report.frame_sequence);
    else if (report.state === 'STATE_DROPPED') dropped.add(report.frame_sequence);
  }
  for (const sequence of presented) dropped.delete(sequence);
  return { presented: presented.size, dropped: dropped.size };
}
