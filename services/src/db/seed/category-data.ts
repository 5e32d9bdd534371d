// The category tree as data: top-level categories, their subcategories with search words, and
// the attributes each create-job form asks for. Options are written "A|B|C" to stay compact.
export type AttributeSpec =
  | { kind: 'checkbox' | 'select'; name: string; options: string; required: boolean }
  | { kind: 'number'; name: string; unit: string; min: number; max: number; required: boolean }
  | { kind: 'car_model'; name: string; required: boolean };

export interface SubcategorySpec {
  name: string;
  searchWords: string;
  attributes: AttributeSpec[];
}

export interface TopCategorySpec {
  name: string;
  createjobUri: string;
  searchWords: string;
  description: string;
  children: SubcategorySpec[];
}

const cb = (name: string, options: string): AttributeSpec => ({
  kind: 'checkbox',
  name,
  options,
  required: true,
});
const sel = (name: string, options: string): AttributeSpec => ({
  kind: 'select',
  name,
  options,
  required: false,
});
const num = (name: string, unit: string, min: number, max: number): AttributeSpec => ({
  kind: 'number',
  name,
  unit,
  min,
  max,
  required: false,
});
const car: AttributeSpec = { kind: 'car_model', name: 'Bilmodel', required: true };
const home = sel('Boligtype', 'Parcelhus|Rækkehus|Lejlighed|Sommerhus|Landejendom|Erhverv');
const when = sel(
  'Hvornår skal opgaven udføres?',
  'Hurtigst muligt|Inden for 1 måned|Inden for 3 måneder|Fleksibelt',
);
const floor = sel('Fra etage', 'Stueetage|1. sal|2. sal|3. sal|4. sal eller højere');
const sub = (name: string, searchWords: string, ...attributes: AttributeSpec[]): SubcategorySpec => ({
  name,
  searchWords,
  attributes: [...attributes, when],
});

export const categoryTree: TopCategorySpec[] = [
  {
    name: 'Håndværkere & byggeri',
    createjobUri: 'createjob',
    searchWords: 'håndværker byggeri renovering ombygning byggefirma',
    description: 'Få tilbud fra lokale håndværkere på alt fra små reparationer til store byggeprojekter.',
    children: [
      sub(
        'Tømrer',
        'tømrer tømrerarbejde terrasse tilbygning carport vinduer døre kvist tag',
        cb(
          'Hvad skal laves?',
          'Terrasse|Tilbygning|Carport|Udskiftning af vinduer|Nyt tag|Kvist|Indvendigt tømrerarbejde',
        ),
        home,
        num('Areal', 'm²', 5, 200),
      ),
      sub(
        'Murer',
        'murer murerarbejde mur puds facade skorsten fliser omfugning',
        cb(
          'Hvad skal laves?',
          'Facaderenovering|Fliser i badeværelse|Omfugning|Skorsten|Tilbygning i mursten|Pudsning',
        ),
        home,
        num('Areal', 'm²', 5, 250),
      ),
      sub(
        'Maler',
        'maler malerarbejde maling indvendig udvendig tapet spartling facade',
        cb('Hvad skal males?', 'Vægge|Lofter|Træværk og døre|Facade|Vinduer|Tapetsering'),
        home,
        num('Antal rum', 'rum', 1, 12),
      ),
      sub(
        'Elektriker',
        'elektriker el elinstallation stikkontakt lampe eltavle ladestander elbil',
        cb(
          'Hvad skal laves?',
          'Nye stikkontakter|Ny eltavle|Ladestander til elbil|Belysning|Fejlfinding|El i nybyggeri',
        ),
        home,
      ),
      sub(
        'VVS',
        'vvs blikkenslager toilet vandhane varmepumpe radiator fjernvarme afløb',
        cb('Hvad skal laves?', 'Nyt toilet|Nyt armatur|Varmepumpe|Radiatorer|Fjernvarmeunit|Utæthed'),
        home,
      ),
      sub(
        'Tagdækker',
        'tagdækker tag tagpap tagsten eternit tagrende tagrenovering',
        sel('Tagtype', 'Tagpap|Tegl|Betontagsten|Eternit/fibercement|Stål|Strå'),
        num('Tagareal', 'm²', 10, 400),
        home,
      ),
      sub(
        'Gulvlægger',
        'gulvlægger gulv parket laminat gulvafslibning vinyl trægulv',
        cb('Hvad skal laves?', 'Nyt parketgulv|Laminat|Gulvafslibning|Vinylgulv|Lakering af trægulv'),
        num('Areal', 'm²', 5, 250),
      ),
      sub(
        'Snedker',
        'snedker køkken skabe garderobe trappe møbler specialsnedker',
        cb('Hvad skal laves?', 'Køkken|Indbygningsskabe|Trappe|Vinduer og døre efter mål|Møbler'),
      ),
      sub(
        'Kloakmester',
        'kloakmester kloak afløb tilstoppet rotter tv-inspektion dræn faskine',
        cb('Hvad skal laves?', 'Tilstoppet afløb|TV-inspektion|Ny kloak|Faskine|Rottespærre|Dræn'),
        home,
      ),
      sub(
        'Anlægsgartner',
        'anlægsgartner haveanlæg fliser belægning plæne støttemur',
        cb('Hvad skal laves?', 'Ny have|Belægning|Plæne|Beplantning|Støttemur|Terrasse'),
        num('Areal', 'm²', 10, 1000),
      ),
      sub(
        'Glarmester',
        'glarmester glas rude termorude spejl brusevæg',
        cb('Hvad skal laves?', 'Knust rude|Nye termoruder|Glasdør|Brusevæg|Spejl'),
        num('Antal ruder', 'stk', 1, 30),
      ),
      sub(
        'Smed',
        'smed stål rækværk trappe låge svejsning bjælke',
        cb('Hvad skal laves?', 'Rækværk|Trappe|Låge|Stålbjælke|Svejsning'),
      ),
      sub(
        'Entreprenør',
        'entreprenør jord udgravning fundament byggemodning gravearbejde',
        cb('Hvad skal laves?', 'Udgravning|Fundament|Bortkørsel af jord|Totalentreprise'),
      ),
      sub(
        'Nedrivning',
        'nedrivning rivning skur asbest nedbrydning',
        cb('Hvad skal rives ned?', 'Skur eller garage|Hel bygning|Indvendige vægge|Asbest'),
      ),
      sub(
        'Isolering',
        'isolering efterisolering loft hulmur energi varmetab',
        cb('Hvad skal isoleres?', 'Loft|Hulmur|Gulv|Kælder|Skunk'),
        num('Areal', 'm²', 10, 300),
        home,
      ),
      sub(
        'Arkitekt',
        'arkitekt tegninger byggetilladelse ingeniør statiker',
        cb('Hvad skal laves?', 'Tegninger til tilbygning|Byggetilladelse|Statiske beregninger|Indretning'),
      ),
      sub(
        'Badeværelse',
        'badeværelse badeværelsesrenovering bad fliser bruseniche gulvvarme',
        cb('Hvad skal laves?', 'Totalrenovering|Nye fliser|Gulvvarme|Ny bruseniche'),
        num('Areal', 'm²', 2, 20),
      ),
    ],
  },
  {
    name: 'Autoreparation',
    createjobUri: 'autoreparation-tilbud',
    searchWords: 'bil auto autoværksted værksted reparation bilreparation',
    description: 'Sammenlign priser fra autoværksteder på service, reparation og klargøring.',
    children: [
      sub(
        'Mekaniker',
        'mekaniker værksted service bremser kobling motor olieskift tandrem',
        car,
        cb('Hvad skal laves?', 'Service|Bremser|Kobling|Fejlfinding|Udstødning|Tandrem'),
        num('Kilometerstand', 'km', 5000, 350000),
      ),
      sub(
        'Autolakering',
        'autolakering lakering lak ridser buler stenslag rust',
        car,
        cb('Hvad skal laves?', 'Ridser|Buler|Hel lakering|Stenslag|Rust'),
      ),
      sub(
        'Dækskift',
        'dækskift dæk vinterdæk sommerdæk helårsdæk fælge dækhotel',
        car,
        sel('Dæktype', 'Sommerdæk|Vinterdæk|Helårsdæk'),
        sel('Skal der købes nye dæk?', 'Ja|Nej, jeg har dækkene'),
      ),
      sub(
        'Bilsyn & klargøring',
        'bilsyn syn klargøring omsyn periodisk syn',
        car,
        cb('Hvad skal laves?', 'Klargøring til syn|Omsyn|Periodisk syn|Registreringssyn'),
      ),
      sub(
        'Karrosseri',
        'karrosseri bule skade kollision forsikringsskade pladearbejde',
        car,
        cb('Skadetype', 'Parkeringsskade|Kollisionsskade|Haglskade|Rust'),
      ),
      sub(
        'Autorude',
        'autorude forrude stenslag bilrude',
        car,
        sel('Hvad skal laves?', 'Reparation af stenslag|Ny forrude|Ny siderude|Ny bagrude'),
      ),
      sub(
        'Aircondition',
        'aircondition klimaanlæg aircon bil påfyldning',
        car,
        sel('Hvad skal laves?', 'Service og påfyldning|Fejlfinding|Reparation'),
      ),
    ],
  },
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
