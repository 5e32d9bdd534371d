// Job headlines and descriptions for cars, moving, cleaning, garden and other services,
// as "headline|description" per subcategory slug.
export const otherJobTexts: Record<string, string[]> = {
  mekaniker: [
    'Service på VW Golf 2017|Bilen skal have det store service efter servicebogen, og bremserne skal tjekkes.',
    'Skift af kobling på Ford Focus|Koblingen glider, når jeg speeder op. Bilen har kørt 165.000 km.',
    'Skift af tandrem|Tandremmen skal skiftes efter 150.000 km. Vandpumpen skal skiftes samtidig.',
    'Motorlampe lyser – fejlfinding|Motorlampen er tændt, og bilen trækker dårligt. Der skal laves fejlaflæsning.',
  ],
  autolakering: [
    'Ridser i bagkofanger|Der er dybe ridser i bagkofangeren efter en parkering. Den skal spartles og lakeres.',
    'Rust i hjulkasser|Der er begyndende rust i begge bageste hjulkasser, som skal udbedres og lakeres.',
  ],
  daekskift: [
    'Skift til vinterdæk inkl. afbalancering|Vinterdækkene står på alufælge og skal monteres og afbalanceres.',
    'Nye helårsdæk til Toyota Yaris|Jeg skal bruge fire nye helårsdæk i 185/65 R15 monteret.',
  ],
  'bilsyn-klargoering': [
    'Klargøring til periodisk syn|Bilen skal til syn om tre uger og skal klargøres og tjekkes først.',
    'Omsyn efter fejl på lygter og bremser|Bilen dumpede til syn pga. forlygter og bremser og skal repareres til omsyn.',
  ],
  karrosseri: [
    'Bule i fordør efter parkeringsskade|Der er en bule i venstre fordør. Skaden er anmeldt til forsikringen.',
    'Haglskade på tag og motorhjelm|Efter haglvejr er der mange små buler i tag og motorhjelm.',
  ],
  autorude: [
    'Stenslag i forruden|Der er et stenslag på størrelse med en 5-krone uden for synsfeltet.',
    'Revne i forruden – ny rude|Et stenslag er blevet til en lang revne, så forruden skal skiftes.',
  ],
  aircondition: [
    'Aircondition køler ikke|Aircondition blæser kun varm luft og skal tjekkes og fyldes op.',
    'Service på klimaanlæg|Klimaanlægget har ikke fået service i fire år og skal renses og påfyldes.',
  ],
  flyttefirma: [
    'Flytning fra 3-værelses lejlighed til hus|Vi flytter fra en lejlighed på 2. sal uden elevator til et hus 25 km væk.',
    'Flytning af 2-værelses lejlighed|Lille flytning med ca. 20 m³ indbo. Vi pakker selv i flyttekasser.',
    'Flytning fra hus til ældrebolig|Min mor flytter fra hus til ældrebolig. Der er meget indbo, og noget skal køres på genbrug.',
  ],
  kontorflytning: [
    'Flytning af kontor med 15 arbejdspladser|Vores kontor flytter til nye lokaler i samme by. Flytningen skal ske i en weekend.',
  ],
  magasinering: [
    'Magasinering af indbo i 3 måneder|Vi skal bruge opbevaring til indboet fra et hus, mens vi bygger om.',
    'Opbevaring af møbler under udlandsophold|Ca. 15 m³ møbler skal opbevares i et år.',
  ],
  pianoflytning: [
    'Flytning af piano fra 3. sal|Et piano skal flyttes fra 3. sal uden elevator til et hus i stueplan.',
    'Flytning af flygel|Vores flygel skal flyttes 40 km og stemmes bagefter.',
  ],
  affaldskoersel: [
    'Rydning af dødsbo|Et dødsbo i et parcelhus skal ryddes, og det meste skal køres på genbrugsstationen.',
    'Bortkørsel af storskrald efter oprydning|Ca. 8 m³ gamle møbler og affald fra kælderen skal køres væk.',
  ],
  privatrengoering: [
    'Fast rengøringshjælp hver 14. dag|Vi søger fast rengøringshjælp til vores hus på 140 m² hver anden uge.',
    'Ugentlig rengøring af lejlighed|Lejlighed på 85 m² skal gøres rent hver uge, gerne om fredagen.',
  ],
  flytterengoering: [
    'Flytterengøring af lejlighed på 75 m²|Lejligheden skal gøres rent til fraflytningssyn, inkl. ovn, emhætte og vinduer.',
    'Flytterengøring af rækkehus|Rækkehus på 110 m² skal have flytterengøring før overdragelse.',
  ],
  vinduespudsning: [
    'Vinduespudsning af villa|Alle vinduer ud- og indvendigt i en villa med ca. 25 fag skal pudses.',
    'Fast vinduespudsning hver 2. måned|Vi ønsker fast udvendig vinduespudsning af vores rækkehus.',
  ],
  erhvervsrengoering: [
    'Daglig rengøring af kontor på 400 m²|Vores kontor skal rengøres hver dag efter kl. 17.',
    'Trappevask i ejendom med 3 opgange|Trappevask hver uge i tre opgange på fire etager.',
  ],
  hovedrengoering: [
    'Hovedrengøring af hus før indflytning|Huset på 160 m² skal have en grundig hovedrengøring, inden vi flytter ind.',
  ],
  havearbejde: [
    'Forårsklargøring af have|Bedene skal luges, buskene beskæres, og haven skal gøres klar til sæsonen.',
    'Fast havehjælp hver anden uge|Vi søger en havemand til fast pasning af vores have på 800 m².',
  ],
  traefaeldning: [
    'Fældning af stort grantræ tæt på hus|Et grantræ på ca. 15 meter skal fældes i sektioner. Stubben skal fræses.',
    'Fældning af tre birketræer|Tre birketræer i baghaven skal fældes og køres bort.',
  ],
  haekklipning: [
    'Klipning af bøgehæk, 40 meter|Bøgehækken langs vejen skal klippes på begge sider og i toppen.',
    'Klipning af høj ligusterhæk|Ligusterhækken er ca. 2,5 meter høj og 25 meter lang.',
  ],
  belaegning: [
    'Ny indkørsel med chaussésten|Indkørslen på ca. 60 m² skal have ny belægning med chaussésten.',
    'Fliseterrasse på 30 m²|Der skal lægges en ny terrasse med betonfliser, inkl. afretning og stabilgrus.',
  ],
  graesslaaning: [
    'Græsslåning hele sæsonen|Plænen på ca. 1.200 m² skal slås hver uge fra april til oktober.',
  ],
  snerydning: [
    'Snerydning for grundejerforening|Vi søger en fast aftale om snerydning og saltning af fællesveje.',
  ],
  skadedyrsbekaempelse: [
    'Rotter under terrassen|Vi har set rotter under terrassen og har brug for hjælp til bekæmpelse.',
    'Hvepsebo i tagudhænget|Der er et stort hvepsebo i tagudhænget over terrassedøren.',
  ],
  laasesmed: [
    'Ny sikkerhedslås i hoveddør|Hoveddøren skal have en ny godkendt sikkerhedslås og et nyt cylinderlåsesystem.',
    'Låst ude – akut hjælp|Jeg er låst ude af min lejlighed og har brug for hjælp hurtigst muligt.',
  ],
  handyman: [
    'Montering af IKEA-køkkenskabe og hylder|Vi har købt skabe og hylder, som skal monteres og hænges op.',
    'Diverse småreparationer i lejlighed|Et par døre skal justeres, lister skal skiftes, og en lampe skal op.',
  ],
  solceller: [
    'Solcelleanlæg på 8 kW med batteri|Vi ønsker et solcelleanlæg på sydvendt tegltag med et batteri på 10 kWh.',
  ],
  'it-hjaelp': [
    'Wifi dækker ikke hele huset|Der er dårlig dækning på 1. sal og i haven. Vi ønsker et mesh-netværk.',
    'Opsætning af ny computer og printer|Ny bærbar skal sættes op med data fra den gamle, og printeren skal på netværket.',
  ],
};
