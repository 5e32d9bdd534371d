// Job headlines and descriptions for Håndværkere & byggeri, as "headline|description" per slug.
export const bygJobTexts: Record<string, string[]> = {
  toemrer: [
    'Ny terrasse i lærketræ ca. 25 m²|Vi ønsker en ny terrasse i sibirisk lærk ud for stuen. Den gamle terrasse skal fjernes og køres bort.',
    'Carport til én bil med redskabsrum|Der skal bygges en fritstående carport med fladt tag og et lille redskabsrum i den ene ende.',
    'Udskiftning af 6 vinduer i parcelhus|Seks ældre trævinduer skal skiftes til nye træ/alu-vinduer. Mål kan tages ved besigtigelse.',
    'Kvist på 1. sal i parcelhus|Vi vil gerne have en kvist på badeværelset på 1. sal for at få mere loftshøjde og lys.',
    'Opsætning af gipsvæg og ny dør|En stor stue skal deles i to rum med en gipsvæg og en ny indvendig dør.',
  ],
  murer: [
    'Omfugning af facade på rækkehus|Fugerne på facaden er slidte og skal kradses ud og omfuges. Ca. 60 m² facade.',
    'Flisebelægning på badeværelsesgulv og vægge|Nyt badeværelse på 7 m² skal have fliser på gulv og vægge. Vådrumsmembran skal også laves.',
    'Reparation af skorsten|Skorstenen har løse sten og revner i pudsen øverst. Den skal repareres eller ommures over tag.',
    'Pudsning af sokkel|Soklen rundt om huset skaller af og skal pudses op igen, ca. 45 løbende meter.',
  ],
  maler: [
    'Maling af stue og to værelser|Stue og to værelser skal have malet vægge og lofter. Væggene er glatte og i god stand.',
    'Udvendig maling af træhus|Vores træhus skal males udvendigt, inkl. vindskeder og vinduer. Huset er ca. 120 m².',
    'Tapetsering af soveværelse|Soveværelset skal have nyt tapet på to vægge. Vi har selv købt tapetet.',
    'Maling af trappeopgang i ejendom|Trappeopgangen i vores andelsforening skal males, 4 etager med vægge, lofter og gelændere.',
  ],
  elektriker: [
    'Ladestander til elbil i carport|Vi har fået elbil og skal have installeret en 11 kW ladeboks i carporten ca. 8 m fra eltavlen.',
    'Ny eltavle og HPFI-relæ|Den gamle eltavle med proppesikringer skal udskiftes til en ny tavle med HPFI-relæ.',
    'Flere stikkontakter i køkken|Vi skal have 4 nye dobbelte stikkontakter over køkkenbordet og lys under overskabene.',
    'Fejlfinding – HPFI slår fra|Vores HPFI-relæ slår fra flere gange om ugen, og vi kan ikke finde årsagen.',
  ],
  vvs: [
    'Nyt toilet og håndvask|Gammelt toilet og håndvask på gæstetoilettet skal skiftes til nyt væghængt toilet og ny vask.',
    'Installation af luft-til-vand varmepumpe|Vi vil skifte oliefyret ud med en luft-til-vand varmepumpe. Huset er 140 m².',
    'Utæt radiatorventil i stuen|En radiatorventil drypper, og termostaten virker ikke. Den skal skiftes.',
    'Ny fjernvarmeunit|Vores fjernvarmeunit er 25 år gammel og skal udskiftes til en ny med varmtvandsbeholder.',
  ],
  tagdaekker: [
    'Udskiftning af tagrender og reparation af tag|Tagrenderne er utætte og skal skiftes, og et par tagsten er knækket.',
    'Nyt tagpaptag på garage|Garagen på 36 m² skal have nyt tagpap i to lag. Det gamle skal fjernes.',
    'Udskiftning af eternittag på parcelhus|Eternittaget fra 1975 skal skiftes til nyt tag. Vi er åbne for forslag til tagtype.',
  ],
  gulvlaegger: [
    'Slibning og lakering af plankegulv|Plankegulvene i stue og gang (ca. 55 m²) skal slibes og lakeres.',
    'Nyt egetræsparket i stue|Ca. 40 m² nyt lamelparket i eg skal lægges i stuen. Det gamle gulvtæppe skal fjernes.',
    'Vinylgulv i køkken og bryggers|Vi ønsker klik-vinyl i køkken og bryggers, i alt ca. 25 m².',
  ],
  snedker: [
    'Indbygningsskabe på værelse|Vi ønsker skabe fra gulv til loft langs en væg på 3,2 meter med skydedøre.',
    'Ny trappe til 1. sal|Den gamle trappe skal skiftes til en åben trappe i eg med gelænder.',
    'Nyt køkken efter mål|Vi skal have et nyt snedkerkøkken i et ældre hus med skæve vægge.',
  ],
  kloakmester: [
    'Tilstoppet afløb i kælderen|Gulvafløbet i kælderen løber langsomt og lugter. Der skal spules og laves TV-inspektion.',
    'Faskine til tagvand|Tagvandet skal kobles fra kloakken og ledes til en ny faskine i haven.',
    'Rottespærre og TV-inspektion|Vi har haft rotter i haven og ønsker TV-inspektion af kloakken og en rottespærre.',
  ],
  anlaegsgartner: [
    'Ny have ved nybygget hus|Haven omkring vores nye hus skal anlægges med plæne, beplantning og en lille terrasse.',
    'Støttemur og trapper i skrånende have|Haven skråner mod vejen, og vi vil have en støttemur og trappetrin i granit.',
    'Ny plæne med rullegræs|Ca. 200 m² plæne skal fjernes og erstattes med rullegræs.',
  ],
  glarmester: [
    'Knust termorude i terrassedør|En termorude i terrassedøren er knust og skal skiftes hurtigst muligt.',
    'Brusevæg i glas|Vi ønsker en fast brusevæg i klart hærdet glas, 90 x 200 cm.',
    'Nye termoruder i 8 vinduer|Ruderne i otte vinduer dugger mellem lagene og skal skiftes.',
  ],
  smed: [
    'Rækværk til altan|Vores altan skal have nyt rækværk i galvaniseret stål, ca. 6 løbende meter.',
    'Låge og hegn i stål|Vi ønsker en skydelåge og 10 meter hegn i sortmalet stål ved indkørslen.',
    'Stålbjælke ved fjernelse af bærende væg|En bærende væg mellem køkken og stue skal fjernes, og der skal sættes en stålbjælke op.',
  ],
  entreprenoer: [
    'Udgravning til fundament for tilbygning|Der skal graves ud til fundament for en tilbygning på 30 m², og jorden skal køres bort.',
    'Bortkørsel af jord efter havearbejde|Ca. 20 m³ overskudsjord skal køres bort fra grunden.',
  ],
  nedrivning: [
    'Nedrivning af gammelt skur|Et gammelt træskur på ca. 15 m² skal rives ned og køres bort.',
    'Nedrivning af indvendig væg|En ikke-bærende væg mellem køkken og spisestue skal rives ned.',
  ],
  isolering: [
    'Efterisolering af loft|Loftet er kun isoleret med 100 mm og skal efterisoleres med papiruld, ca. 110 m².',
    'Hulmursisolering af parcelhus|Vores murstenshus fra 1968 skal have isoleret hulmuren.',
  ],
  arkitekt: [
    'Tegninger til tilbygning på 30 m²|Vi skal bruge tegninger og ansøgning om byggetilladelse til en tilbygning.',
    'Statiske beregninger ved fjernelse af væg|Vi skal bruge en statiker til at beregne en bjælke, når væggen fjernes.',
  ],
  badevaerelse: [
    'Totalrenovering af badeværelse på 6 m²|Badeværelset fra 1980 skal totalrenoveres med nye fliser, gulvvarme og bruseniche.',
    'Nyt badeværelse i kælderen|Vi vil indrette et nyt badeværelse i kælderen, hvor der i dag er et bryggers.',
    'Gulvvarme og nye fliser på badeværelse|Badeværelsesgulvet skal have elektrisk gulvvarme og nye klinker.',
  ],
};
