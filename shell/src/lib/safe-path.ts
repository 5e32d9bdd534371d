// Only same-site paths are followed from server replies (login destination, suggestion links).
export function safeLocalPath(value: string | undefined | null): string | null {
  if (!value) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}
