import type { ReactNode } from 'react';

/** A full-screen message of a device page (no token, unregistered, unreachable). */
export function DeviceNotice({ title, children, testId }: { title: string; children?: ReactNode; testId: string }) {
  return (
    <main className="device-page device-notice" data-testid={testId} role="alert">
      <h1>{title}</h1>
      {children}
    </main>
  );
}
