// The five Danish regions with real zip codes and towns ("postnummer by"), one string per region.
import type { regions, zipCodes } from '../schema/index.js';
import { slugify } from '../../lib/slug.js';

const zipsByRegion: [string, string][] = [
  ['Region Hovedstaden', [
    '1050 København K', '1150 København K', '1250 København K', '1360 København K', '1450 København K',
    '1550 København V', '1620 København V', '1799 København V', '1850 Frederiksberg C', '1900 Frederiksberg C',
    '2000 Frederiksberg', '2100 København Ø', '2150 Nordhavn', '2200 København N', '2300 København S',
    '2400 København NV', '2450 København SV', '2500 Valby', '2600 Glostrup', '2605 Brøndby', '2610 Rødovre',
    '2620 Albertslund', '2625 Vallensbæk', '2630 Taastrup', '2635 Ishøj', '2640 Hedehusene', '2650 Hvidovre',
    '2660 Brøndby Strand', '2700 Brønshøj', '2720 Vanløse', '2730 Herlev', '2740 Skovlunde', '2750 Ballerup',
    '2760 Måløv', '2765 Smørum', '2770 Kastrup', '2791 Dragør', '2800 Kongens Lyngby', '2820 Gentofte',
    '2830 Virum', '2840 Holte', '2850 Nærum', '2860 Søborg', '2880 Bagsværd', '2900 Hellerup',
    '2920 Charlottenlund', '2930 Klampenborg', '2950 Vedbæk', '2960 Rungsted Kyst', '2970 Hørsholm',
    '2980 Kokkedal', '2990 Nivå', '3000 Helsingør', '3050 Humlebæk', '3060 Espergærde', '3100 Hornbæk',
    '3200 Helsinge', '3250 Gilleleje', '3300 Frederiksværk', '3390 Hundested', '3400 Hillerød', '3450 Allerød',
    '3460 Birkerød', '3480 Fredensborg', '3500 Værløse', '3520 Farum', '3550 Slangerup', '3600 Frederikssund',
    '3650 Ølstykke', '3660 Stenløse', '3700 Rønne', '3730 Nexø',
  ].join(';')],
  ['Region Sjælland', [
    '2670 Greve', '2680 Solrød Strand', '2690 Karlslunde', '4000 Roskilde', '4030 Tune', '4040 Jyllinge',
    '4100 Ringsted', '4130 Viby Sjælland', '4140 Borup', '4180 Sorø', '4200 Slagelse', '4220 Korsør',
    '4230 Skælskør', '4270 Høng', '4293 Dianalund', '4300 Holbæk', '4320 Lejre', '4330 Hvalsø', '4340 Tølløse',
    '4400 Kalundborg', '4450 Jyderup', '4500 Nykøbing Sj', '4550 Asnæs', '4600 Køge', '4640 Faxe',
    '4660 Store Heddinge', '4681 Herfølge', '4690 Haslev', '4700 Næstved', '4720 Præstø', '4760 Vordingborg',
    '4780 Stege', '4800 Nykøbing F', '4850 Stubbekøbing', '4900 Nakskov', '4930 Maribo', '4990 Sakskøbing',
  ].join(';')],
  ['Region Syddanmark', [
    '5000 Odense C', '5200 Odense V', '5210 Odense NV', '5220 Odense SØ', '5230 Odense M', '5240 Odense NØ',
    '5250 Odense SV', '5260 Odense S', '5270 Odense N', '5300 Kerteminde', '5400 Bogense', '5450 Otterup',
    '5471 Søndersø', '5500 Middelfart', '5550 Langeskov', '5560 Aarup', '5600 Faaborg', '5610 Assens',
    '5700 Svendborg', '5750 Ringe', '5800 Nyborg', '5900 Rudkøbing', '5970 Ærøskøbing', '6000 Kolding',
    '6040 Egtved', '6070 Christiansfeld', '6100 Haderslev', '6200 Aabenraa', '6230 Rødekro', '6270 Tønder',
    '6300 Gråsten', '6330 Padborg', '6400 Sønderborg', '6430 Nordborg', '6500 Vojens', '6600 Vejen',
    '6630 Rødding', '6640 Lunderskov', '6650 Brørup', '6700 Esbjerg', '6705 Esbjerg Ø', '6710 Esbjerg V',
    '6715 Esbjerg N', '6720 Fanø', '6740 Bramming', '6760 Ribe', '6800 Varde', '6870 Ølgod', '7000 Fredericia',
    '7080 Børkop', '7100 Vejle', '7120 Vejle Øst', '7190 Billund', '7200 Grindsted', '7300 Jelling', '7323 Give',
  ].join(';')],
  ['Region Midtjylland', [
    '6900 Skjern', '6950 Ringkøbing', '6960 Hvide Sande', '7130 Juelsminde', '7160 Tørring', '7330 Brande',
    '7400 Herning', '7430 Ikast', '7480 Vildbjerg', '7500 Holstebro', '7600 Struer', '7620 Lemvig',
    '7800 Skive', '8000 Aarhus C', '8200 Aarhus N', '8210 Aarhus V', '8220 Brabrand', '8230 Åbyhøj',
    '8240 Risskov', '8250 Egå', '8260 Viby J', '8270 Højbjerg', '8300 Odder', '8310 Tranbjerg J',
    '8320 Mårslet', '8330 Beder', '8355 Solbjerg', '8361 Hasselager', '8370 Hadsten', '8381 Tilst',
    '8382 Hinnerup', '8400 Ebeltoft', '8450 Hammel', '8464 Galten', '8500 Grenaa', '8520 Lystrup',
    '8541 Skødstrup', '8543 Hornslet', '8600 Silkeborg', '8620 Kjellerup', '8660 Skanderborg', '8680 Ry',
    '8700 Horsens', '8722 Hedensted', '8740 Brædstrup', '8800 Viborg', '8850 Bjerringbro', '8870 Langå',
    '8900 Randers C', '8920 Randers NV', '8930 Randers NØ', '8940 Randers SV', '8960 Randers SØ',
  ].join(';')],
  ['Region Nordjylland', [
    '7700 Thisted', '7900 Nykøbing M', '9000 Aalborg', '9200 Aalborg SV', '9210 Aalborg SØ', '9220 Aalborg Øst',
    '9230 Svenstrup J', '9240 Nibe', '9260 Gistrup', '9270 Klarup', '9300 Sæby', '9310 Vodskov',
    '9320 Hjallerup', '9330 Dronninglund', '9370 Hals', '9400 Nørresundby', '9440 Aabybro', '9480 Løkken',
    '9490 Pandrup', '9500 Hobro', '9520 Skørping', '9530 Støvring', '9560 Hadsund', '9600 Aars',
    '9640 Farsø', '9670 Løgstør', '9690 Fjerritslev', '9700 Brønderslev', '9760 Vrå', '9800 Hjørring',
    '9850 Hirtshals', '9870 Sindal', '9900 Frederikshavn', '9940 Læsø', '9990 Skagen',
  ].join(';')],
];

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
