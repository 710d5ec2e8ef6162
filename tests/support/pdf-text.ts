import { spawn } from 'node:child_process';

/**
 * The text of a PDF as pdftotext lays it out (poppler-utils, which `.ci/run` installs): columns kept apart with
 * runs of spaces, and a form feed after every page. The PDF goes in on standard input, so no file is written.
 */
export function pdfLayoutText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-']);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new Error(`pdftotext exited with ${code}: ${Buffer.concat(err).toString('utf8')}`));
    });
    child.stdin.end(pdf);
  });
}

/** The PDF's text with all whitespace folded to single spaces, for comparing sentences across line breaks. */
export async function pdfText(pdf: Buffer): Promise<string> {
  return (await pdfLayoutText(pdf)).replace(/\s+/g, ' ');
}
