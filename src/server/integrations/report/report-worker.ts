import { parentPort } from 'node:worker_threads';
import { type ReportInput, renderReportFiles } from './render-report-pdf.tsx';

export type RenderReply =
  | { report: Uint8Array; letter: Uint8Array }
  | { error: { message: string; stack: string | undefined } };

// The pool hands a worker one report at a time and waits for its reply before sending the next.
parentPort?.on('message', async (input: ReportInput) => {
  let reply: RenderReply;
  try {
    reply = await renderReportFiles(input);
  } catch (error) {
    reply = {
      error:
        error instanceof Error
          ? { message: error.message, stack: error.stack }
          : { message: String(error), stack: undefined },
    };
  }
  parentPort?.postMessage(reply);
});
