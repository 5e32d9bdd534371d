// The category tree, first part: building trades and car repair, with their subcategories and the
// attributes each create-job form asks for.
import { cb, sel, num, car, home, sub, type TopCategorySpec } from './category-specs.js';

export const buildingAndCars: TopCategorySpec[] = [
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
];
