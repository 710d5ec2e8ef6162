import { Copy } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast-store.ts';

/** A copy toast shows for 3 seconds. */
const COPY_TOAST_MS = 3000;

async function copyCode(code: string, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(code);
    toast({ title: 'Copied!', description: `Your ${what} is on your clipboard.`, duration: COPY_TOAST_MS });
  } catch {
    toast({
      title: 'Failed to copy',
      description: 'Please select the code and copy it by hand.',
      variant: 'destructive',
    });
  }
}

/** A code in large, easy-to-read type with a Copy button; the code can also be selected by hand. */
export function CopyableCode({ code, what }: { code: string; what: string }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <code className="min-w-0 rounded-lg border border-line bg-paper px-4 py-2 font-mono text-xl font-semibold tracking-wider break-all select-all">
        {code}
      </code>
      <Button
        variant="secondary"
        onClick={() => void copyCode(code, what)}
        className="self-start sm:self-auto"
      >
        <Copy aria-hidden="true" className="size-4" />
        Copy<span className="sr-only"> {what}</span>
      </Button>
    </div>
  );
}
