// The category tree, second part: moving, cleaning, garden and other services, with their
// subcategories and the attributes each create-job form asks for.
import { cb, sel, num, home, floor, sub, type TopCategorySpec } from './category-specs.js';

export const homeAndMore: TopCategorySpec[] = [
  {
    name: 'Flytning',
    createjobUri: 'createjob',
    searchWords: 'flytning flytte flyttebil flyttehjælp',
    description: 'Få tilbud på flytning, magasinering og bortkørsel fra professionelle flyttefolk.',
    children: [
      sub(
        'Flyttefirma',
        'flyttefirma flyttemand flyttefolk privatflytning flyttebil',
        num('Antal værelser', 'værelser', 1, 8),
        floor,
        sel('Elevator', 'Ja|Nej'),
        num('Afstand', 'km', 1, 500),
      ),
      sub(
        'Kontorflytning',
        'kontorflytning erhvervsflytning firmaflytning',
        num('Antal arbejdspladser', 'stk', 1, 200),
      ),
      sub(
        'Magasinering',
        'magasinering opbevaring depot lager flyttekasser',
        num('Mængde', 'm³', 1, 100),
        sel('Periode', 'Under 1 måned|1-3 måneder|3-12 måneder|Over 1 år'),
      ),
      sub(
        'Pianoflytning',
        'pianoflytning piano flygel klaver',
        sel('Instrument', 'Piano|Flygel|Orgel'),
        floor,
      ),
      sub('Affaldskørsel', 'affaldskørsel bortkørsel storskrald dødsbo rydning', num('Mængde', 'm³', 1, 60)),
    ],
  },
  {
    name: 'Rengøring',
    createjobUri: 'createjob',
    searchWords: 'rengøring rengøringshjælp rengøringsfirma',
    description: 'Find rengøringshjælp til hjemmet, flytningen eller virksomheden.',
    children: [
      sub(
        'Privatrengøring',
        'privatrengøring rengøringshjælp hjemmehjælp ugentlig rengøring',
        sel('Hvor ofte?', 'Hver uge|Hver 14. dag|Hver måned|Én gang'),
        num('Boligareal', 'm²', 30, 400),
      ),
      sub(
        'Flytterengøring',
        'flytterengøring fraflytning fraflytningssyn udlejer',
        num('Boligareal', 'm²', 20, 400),
        home,
      ),
      sub(
        'Vinduespudsning',
        'vinduespudsning vinduespudser vinduer pudsning',
        num('Antal vinduer', 'stk', 4, 80),
        sel('Hvor ofte?', 'Hver måned|Hver 2. måned|Hvert kvartal|Én gang'),
      ),
      sub(
        'Erhvervsrengøring',
        'erhvervsrengøring kontorrengøring butiksrengøring trappevask',
        num('Areal', 'm²', 50, 5000),
        sel('Hvor ofte?', 'Dagligt|Flere gange om ugen|Hver uge'),
      ),
      sub(
        'Hovedrengøring',
        'hovedrengøring grundig rengøring forårsrengøring',
        num('Boligareal', 'm²', 30, 400),
        home,
      ),
    ],
  },
  {
    name: 'Have',
    createjobUri: 'createjob',
    searchWords: 'have haveservice gartner udendørs',
    description: 'Få hjælp til haven: pleje, fældning, hækklipning og belægning.',
    children: [
      sub(
        'Havearbejde',
        'havearbejde havemand haveservice ukrudt lugning beskæring',
        cb('Hvad skal laves?', 'Lugning|Beskæring|Plantning|Oprydning|Fast havehjælp'),
        num('Haveareal', 'm²', 50, 5000),
      ),
      sub(
        'Træfældning',
        'træfældning fældning træ stubfræsning topkapning',
        num('Antal træer', 'stk', 1, 20),
        sel('Træets højde', 'Under 5 m|5-10 m|10-20 m|Over 20 m'),
        sel('Skal stubben fræses?', 'Ja|Nej'),
      ),
      sub(
        'Hækklipning',
        'hækklipning hæk klipning',
        num('Hækkens længde', 'm', 5, 300),
        sel('Hækkens højde', 'Under 1,5 m|1,5-2,5 m|Over 2,5 m'),
      ),
      sub(
        'Belægning',
        'belægning fliser chaussésten indkørsel flisearbejde brolægger',
        sel('Materiale', 'Betonfliser|Chaussésten|Granit|Klinker|Grus'),
        num('Areal', 'm²', 5, 500),
      ),
      sub(
        'Græsslåning',
        'græsslåning græs plæne robotplæneklipper',
        num('Græsareal', 'm²', 50, 5000),
        sel('Hvor ofte?', 'Hver uge|Hver 14. dag|Én gang'),
      ),
      sub(
        'Snerydning',
        'snerydning sne glatførebekæmpelse saltning',
        sel('Kunde', 'Privat|Erhverv|Grundejerforening'),
      ),
    ],
  },
  {
    name: 'Service & andet',
    createjobUri: 'createjob',
    searchWords: 'service andet diverse hjælp',
    description: 'Alt det andet: skadedyr, låse, montering, solceller og it-hjælp.',
    children: [
      sub(
        'Skadedyrsbekæmpelse',
        'skadedyrsbekæmpelse skadedyr rotter mus myrer hvepse væggelus',
        cb('Skadedyr', 'Rotter|Mus|Myrer|Hvepse|Væggelus|Sølvkræ'),
      ),
      sub(
        'Låsesmed',
        'låsesmed lås nøgle låst ude sikring sikringsdør',
        cb('Hvad skal laves?', 'Låst ude|Ny lås|Sikringsdør|Nøglesystem'),
      ),
      sub(
        'Handyman',
        'handyman småreparationer montering ophængning møbelmontering',
        cb('Hvad skal laves?', 'Montering af møbler|Ophængning|Småreparationer|Udskiftning af lister'),
      ),
      sub(
        'Solceller',
        'solceller solcelleanlæg solpaneler batteri energi',
        num('Ønsket effekt', 'kW', 2, 30),
        home,
      ),
      sub(
        'IT-hjælp',
        'it-hjælp computer pc netværk wifi printer smart home',
        cb('Hvad skal laves?', 'Computer|Netværk og wifi|Printer|Smart home'),
      ),
    ],
  },
];
