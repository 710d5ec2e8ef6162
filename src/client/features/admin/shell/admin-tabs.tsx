import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

export type TabItem<T extends string> = { value: T; label: string; content: ReactNode };

/** Radix tabs (arrow keys move between tabs) in the console's look; only the open tab is rendered. */
export function AdminTabs<T extends string>({
  label,
  value,
  onValueChange,
  items,
}: {
  label: string;
  value: T;
  onValueChange: (value: T) => void;
  items: TabItem<T>[];
}) {
  return (
    <Tabs.Root value={value} onValueChange={(next) => onValueChange(next as T)}>
      <Tabs.List
        aria-label={label}
        className="flex flex-wrap gap-1 rounded-lg border border-line bg-paper p-1 sm:inline-flex"
      >
        {items.map((item) => (
          <Tabs.Trigger
            key={item.value}
            value={item.value}
            className="min-h-9 rounded-md px-4 text-sm font-medium text-muted hover:text-ink data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-sm"
          >
            {item.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {items.map((item) => (
        <Tabs.Content key={item.value} value={item.value} className="mt-4">
          {item.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
