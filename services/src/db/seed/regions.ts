// The five Danish regions and their zip codes (zip-codes.ts) as the seed's rows and look-ups.
import type { regions, zipCodes } from '../schema/index.js';
import { slugify } from '../../lib/slug.js';
import { zipsByRegion } from './zip-codes.js';

export interface ZipSeed {
  zip: string;
  city: string;
  regionId: number;
}

export interface RegionSeed {
  regions: (typeof regions.$inferInsert)[];
  zipCodes: (typeof zipCodes.$inferInsert & ZipSeed)[];
  zipsOfRegion: Map<number, ZipSeed[]>;
  cityOf: Map<string, string>;
}

export function buildRegions(): RegionSeed {
  const seed: RegionSeed = { regions: [], zipCodes: [], zipsOfRegion: new Map(), cityOf: new Map() };
  zipsByRegion.forEach(([name, list], index) => {
    const regionId = index + 1;
    seed.regions.push({ id: regionId, name, slug: slugify(name) });
    const zips = list.split(';').map((entry) => {
      const [zip, ...city] = entry.split(' ');
      return { zip, city: city.join(' '), regionId };
    });
    seed.zipCodes.push(...zips);
    seed.zipsOfRegion.set(regionId, zips);
    for (const z of zips) seed.cityOf.set(z.zip, z.city);
  });
  return seed;
}
