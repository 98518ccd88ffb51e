const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/**
 * localhost, or a literal IP address (spec section 7: "localhost or {ip}"): the hosts on which
 * the development flag may switch the portal to local services. `hostname` carries no port.
 */
export function isLocalOrIpHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  // IPv6 literals: bracketed in URLs, bare colons otherwise.
  if (host.startsWith('[') || host.includes(':')) return true;
  const match = IPV4.exec(host);
  return !!match?.slice(1).every((part) => Number(part) <= 255);
}
