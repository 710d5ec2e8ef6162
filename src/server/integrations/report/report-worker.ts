import { parentPort } from 'node:worker_threads';
import { type ReportInput, renderReportPdf } from './render-report-pdf.tsx';

export type RenderReply = { pdf: Uint8Array } | { error: { message: string; stack: string | undefined } };

// The pool hands a worker one report at a time and waits for its reply before sending the next.
parentPort?.on('message', async (input: ReportInput) => {
  let reply: RenderReply;
  try {
    reply = { pdf: await renderReportPdf(input) };
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
