export function Logo() {
  return (
    <svg width="36" height="36" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#ffb703" />
      <path d="M6 19l3-6h14l3 6v4H6z" fill="#0b3d5c" />
      <circle cx="11" cy="23" r="2.5" fill="#fff" />
      <circle cx="21" cy="23" r="2.5" fill="#fff" />
    </svg>
  );
}
