import type { Language } from '../../config';

/** Small inline flags: emoji flags do not render on every desktop. */
export function Flag({ language }: { language: Language }) {
  if (language === 'no') {
    return (
      <svg width="22" height="16" viewBox="0 0 22 16" aria-hidden="true" focusable="false">
        <rect width="22" height="16" fill="#ba0c2f" />
        <path d="M6 0h4v16H6zM0 6h22v4H0z" fill="#fff" />
        <path d="M7 0h2v16H7zM0 7h22v2H0z" fill="#00205b" />
      </svg>
    );
  }
  return (
    <svg width="22" height="16" viewBox="0 0 60 40" aria-hidden="true" focusable="false">
      <rect width="60" height="40" fill="#012169" />
      <path d="M0 0l60 40M60 0L0 40" stroke="#fff" strokeWidth="8" />
      <path d="M0 0l60 40M60 0L0 40" stroke="#c8102e" strokeWidth="3" />
      <path d="M30 0v40M0 20h60" stroke="#fff" strokeWidth="12" />
      <path d="M30 0v40M0 20h60" stroke="#c8102e" strokeWidth="7" />
    </svg>
  );
}
