// A link from a reply is followed only when it is a path on this site (never another origin).
export function isSitePath(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//') && !link.includes('\\');
}
