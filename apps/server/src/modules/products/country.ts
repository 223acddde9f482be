import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * A deliberately small list of well-known mainland China ranges (the big carriers' blocks and the
 * public resolvers 114.114.114.114, 223.5.5.5, 119.29.29.29, 180.76.76.76). It is a fallback only:
 * behind a CDN set COUNTRY_HEADER (e.g. cf-ipcountry) for an exact answer. An address outside the
 * list, private or loopback answers '' (unknown) and the web falls back to the page language.
 */
const CN_RANGES: readonly [string, number][] = [
  ['1.0.1.0', 24],
  ['1.0.2.0', 23],
  ['1.0.8.0', 21],
  ['1.0.32.0', 19],
  ['1.80.0.0', 12],
  ['14.16.0.0', 12],
  ['27.8.0.0', 13],
  ['36.96.0.0', 11],
  ['39.128.0.0', 10],
  ['58.16.0.0', 13],
  ['60.0.0.0', 11],
  ['61.128.0.0', 10],
  ['111.0.0.0', 10],
  ['112.0.0.0', 10],
  ['113.64.0.0', 10],
  ['114.80.0.0', 12],
  ['114.114.0.0', 16],
  ['115.192.0.0', 11],
  ['117.128.0.0', 10],
  ['119.28.0.0', 15],
  ['120.192.0.0', 10],
  ['123.112.0.0', 12],
  ['125.64.0.0', 11],
  ['180.76.0.0', 16],
  ['180.96.0.0', 11],
  ['183.0.0.0', 10],
  ['220.160.0.0', 11],
  ['223.4.0.0', 14],
  ['223.64.0.0', 11],
];
/** China Telecom, Unicom and Mobile IPv6 allocations. */
const CN_RANGES_V6: readonly [string, number][] = [
  ['240e::', 20],
  ['2408:8000::', 20],
  ['2409:8000::', 20],
];

const china = new BlockList();
for (const [address, prefix] of CN_RANGES) china.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of CN_RANGES_V6) china.addSubnet(address, prefix, 'ipv6');

/** 'CN' when the address is in the bundled list, else '' (unknown). */
export function countryOfAddress(ip: string): string {
  const mapped = ip.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1];
  const address = mapped ?? ip;
  if (isIPv4(address)) return china.check(address, 'ipv4') ? 'CN' : '';
  if (isIPv6(address)) return china.check(address, 'ipv6') ? 'CN' : '';
  return '';
}

/** ISO 3166 alpha-2 from the configured CDN header when it holds one (XX and T1 mean unknown), else from the address. */
export function countryOf(request: FastifyRequest, header: string | undefined): string {
  if (header) {
    const raw = request.headers[header];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase() ?? '';
    if (/^[A-Z]{2}$/.test(value) && value !== 'XX') return value;
    if (value === 'XX' || value === 'T1') return '';
  }
  return countryOfAddress(request.ip);
}
