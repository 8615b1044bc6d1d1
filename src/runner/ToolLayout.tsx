import type { ReactNode } from 'react';

/** Every tool page's layout: the options beside the work (on a phone, after it); without options the work takes the whole width. */
export function ToolLayout({ options, children }: { options?: ReactNode; children: ReactNode }) {
  return (
    <div className="tool-layout">
      {options}
      <div className="tool-work">{children}</div>
    </div>
  );
}
