import { useEffect, useRef, type ReactNode } from 'react';

interface MessagePageProps {
  title: string;
  children?: ReactNode;
  tone?: 'info' | 'error';
  testId?: string;
}

/** A full-width notice (not available, retry, update needed); its heading takes focus for screen readers. */
export function MessagePage({ title, children, tone = 'info', testId }: MessagePageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      className={`mesa-message mesa-message--${tone}`}
      data-testid={testId}
      role={tone === 'error' ? 'alert' : undefined}
    >
      <h1 ref={heading} tabIndex={-1} className="mesa-message__title">
        {title}
      </h1>
      {children}
    </section>
  );
}
