/** The Complete Report's practical strategies in Dutch; see ../en/report-strategies.ts. */
import type { StrategyArea, StrategyId, StrategyText } from '../../report/strategies.ts';

export const strategyAreaLabels: Readonly<Record<StrategyArea, string>> = {
  'daily-life': 'Dagelijks leven',
  'work-study': 'Werk of studie',
  relationships: 'Relaties',
};

export const strategyTexts: Readonly<Record<StrategyId, StrategyText>> = {
  'outside-memory': {
    title: 'Bewaar uw geheugen buiten uw hoofd',
    text: 'Gebruik één agenda en één takenlijst, op een plek waar u ze ziet, en kijk er elke dag in. Zet herinneringen voor afspraken en ook voor de stap daarvoor, zoals de deur uit gaan. Afspraken en taken zo bijhouden is een kernvaardigheid in programma’s met cognitieve gedragstherapie voor volwassenen met ADHD.',
  },
  'small-first-step': {
    title: 'Maak de eerste stap heel klein',
    text: 'Voelt een taak te groot om aan te beginnen? Verdeel hem dan in kleine stappen en begin alleen met de eerste. Een timer kan u helpen om te beginnen, en geeft u een natuurlijk moment voor een pauze. Taken opdelen en plannen horen bij de vaardigheden die cognitieve gedragstherapie voor volwassenen met ADHD aanleert.',
  },
  'short-focus-blocks': {
    title: 'Werk in korte, geplande blokken',
    text: 'Let erop hoe lang u zich meestal kunt concentreren. Plan dan blokken van ongeveer die lengte, met korte pauzes ertussen. Zet meldingen op stil en houd tijdens een blok maar één taak open op uw scherm. Werken in blokken die passen bij hoe lang u uw aandacht kunt vasthouden, is onderdeel van één programma met cognitieve gedragstherapie voor volwassenen met ADHD.',
  },
  'share-what-helps-adhd': {
    title: 'Vertel wat u helpt',
    text: 'Als u uw patronen uitlegt aan de mensen die dicht bij u staan, kan dat misverstanden voorkomen. Misschien onderbreekt u bijvoorbeeld iemand omdat een idee dringend voelt, en niet omdat u niet luistert. NICE raadt informatie en steun aan voor mensen met ADHD en hun familie. Eén programma met cognitieve gedragstherapie nodigt ook een partner of familielid uit voor een sessie.',
  },
  'energy-planning': {
    title: 'Plan uw energie, niet alleen uw tijd',
    text: 'Let erop welke activiteiten u energie kosten en welke u energie geven. Verdeel de zware activiteiten over de week en plan daarna rustige tijd in. In één onderzoek beschreven autistische volwassenen een balans zoeken in wat ze op zich nemen als een manier om met burn-out om te gaan.',
  },
  'burnout-signs': {
    title: 'Ken uw eerste signalen van burn-out',
    text: 'Langdurige uitputting, vaardigheden kwijtraken die u normaal wel hebt, en geluid of licht slechter verdragen worden beschreven als signalen van autistische burn-out. Autistische volwassenen zeggen dat tijd vrij nemen, lagere verwachtingen en acceptatie hen hielpen herstellen. Burn-out is niet hetzelfde als depressie. Het is daarom goed om het te benoemen als u met een zorgverlener praat.',
  },
  'masking-cost': {
    title: 'Let op wat maskeren u kost',
    text: 'Maskeren betekent gedrag verbergen of nadoen om erbij te horen. Het kan op het moment zelf helpen, en het hangt samen met angst en een sombere stemming. Autistische volwassenen noemen het ook een oorzaak van burn-out. Kies, waar het veilig voelt, plekken en mensen bij wie u het masker kunt afzetten. En plan rust in na dagen waarop dat niet kan.',
  },
  'clear-communication-at-work': {
    title: 'Vraag om duidelijke, schriftelijke communicatie',
    text: 'Schriftelijke instructies, een agenda vóór vergaderingen en directe feedback kunnen op uw werk of bij uw opleiding het giswerk wegnemen. NICE vraagt zorgdiensten om na te gaan hoe de sociale en fysieke omgeving autistische volwassenen beïnvloedt. Die vraag is ook de moeite waard op uw werk of bij uw opleiding.',
  },
  'double-empathy': {
    title: 'Onthoud: communicatie gaat twee kanten op',
    text: 'Misverstanden tussen autistische en niet-autistische mensen gaan twee kanten op: de kloof zit tussen mensen, niet in één persoon. In één onderzoek gaven autistische mensen informatie even goed aan elkaar door als niet-autistische mensen. Duidelijk zeggen wat u bedoelt, en anderen vriendelijk vragen hetzelfde te doen, kan beide kanten helpen.',
  },
  'autistic-peers': {
    title: 'Breng tijd door met mensen die uw ervaring delen',
    text: 'In één onderzoek was de verstandhouding beter als autistische mensen met andere autistische mensen praatten dan in gemengde groepen. Autistische volwassenen noemen steun van elkaar ook een hulp bij burn-out. Lotgenotengroepen, online gemeenschappen en de landelijke verenigingen in dit rapport zijn goede plekken om te beginnen.',
  },
  'sensory-surroundings-autism': {
    title: 'Richt uw omgeving in op uw zintuigen',
    text: 'Zachter licht, kleding zonder kriebelende labeltjes en een rustig hoekje thuis kunnen de belasting van de dag misschien verminderen. Op drukke plekken kiezen veel mensen voor een koptelefoon, oordopjes of een zonnebril. Probeer uit wat bij u past en houd vast aan wat helpt.',
  },
  'recovery-after-socialising': {
    title: 'Spreek hersteltijd af',
    text: 'Laat u vrienden, familie of uw partner weten dat u na sociaal contact rustige tijd nodig hebt, en dat het niet aan hen ligt? Dan kan dat hen helpen het te begrijpen. In één onderzoek noemden autistische volwassenen tijd vrij nemen, lagere verwachtingen en het masker kunnen afzetten als manieren waarop ze van burn-out herstelden.',
  },
  'home-for-everyday-things': {
    title: 'Geef alledaagse spullen een vaste plek',
    text: 'Kies één vaste plek voor uw sleutels, portemonnee en telefoon, zoals een schaal bij de deur. Eenvoudige systemen als dit opzetten is een van de organisatievaardigheden die psychologische behandelingen voor volwassenen met ADHD aanleren.',
  },
  'pause-before-buying': {
    title: 'Bouw een pauze in voordat u iets koopt',
    text: 'Wacht bij aankopen die niet nodig zijn een vaste tijd, zoals een dag, voordat u koopt. Verwijder ook opgeslagen kaartgegevens van webwinkels. Het UMAAP-programma van ADHD Ireland combineert informatie over ADHD met acceptatie- en commitmenttherapie. In die therapie oefenen mensen om een impuls op te merken voordat ze ernaar handelen.',
  },
  'deadlines-and-check-ins': {
    title: 'Spreek deadlines en korte overlegmomenten af',
    text: 'Vraag om taken op papier en verdeel grote deadlines in kleinere, met bij elke deadline een kort overleg. Coaching, die dit soort structuur van buitenaf geeft, is een van de aanpakken voor volwassenen met ADHD die overzichtsstudies beschrijven.',
  },
  'work-with-your-energy': {
    title: 'Werk mee met uw energie',
    text: 'Plan de taken die de meeste concentratie vragen op het moment van de dag waarop u zich meestal het scherpst voelt. Bewaar routinetaken voor momenten met minder energie. Uw dag plannen met een agenda en een takenlijst is onderdeel van programma’s met cognitieve gedragstherapie voor volwassenen met ADHD.',
  },
  'shared-plans-visible': {
    title: 'Houd gezamenlijke plannen zichtbaar',
    text: 'Een gedeelde agenda of lijst met uw partner, familie of huisgenoten helpt iedereen om plannen en huishoudelijke taken te onthouden. Dan hoeft niet één persoon steeds de anderen eraan te herinneren. Eén programma met cognitieve gedragstherapie voor volwassenen met ADHD is opgebouwd rond een agenda en een takenlijst, en nodigt partners of familie uit voor een sessie.',
  },
  'notice-the-urge': {
    title: 'Merk de impuls op, en kies dan',
    text: 'Probeer in een gesprek een gedachte vast te houden met een korte notitie. Kom erop terug als de ander is uitgesproken. Het UMAAP-programma van ADHD Ireland combineert informatie over ADHD met acceptatie- en commitmenttherapie. Bij de deelnemers aan dat programma was de psychologische flexibiliteit drie maanden later gegroeid.',
  },
  'prepare-for-change': {
    title: 'Bereid u voor op veranderingen',
    text: 'Als plannen veranderen, vraag dan om het zo vroeg en zo precies mogelijk te horen: wie, waar en hoe lang. Foto’s van een nieuwe plek bekijken of er vooraf heen gaan kan die plek voorspelbaarder maken. Autistische volwassenen noemen grote veranderingen in het leven als een van de bronnen van stress die tot burn-out kunnen leiden.',
  },
  'quiet-and-focus-time': {
    title: 'Bescherm tijd voor rust en concentratie',
    text: 'Een rustigere werkplek, toestemming om een koptelefoon te dragen of een paar dagen thuiswerken kunnen de belasting voor uw zintuigen in de loop van de dag misschien verminderen. Over kleine, concrete verzoeken maakt u het makkelijkst afspraken.',
  },
  'flexible-structure': {
    title: 'Bouw een flexibele structuur',
    text: 'Vaste ankers, zoals maaltijden en slaap, met daartussen een wisselende keuze aan taken, kunnen een dag zowel structuur als afwisseling geven. Plannen met een agenda is een kernvaardigheid in cognitieve gedragstherapie voor volwassenen met ADHD.',
  },
  'sensory-pattern': {
    title: 'Leer uw patroon van prikkelverwerking kennen',
    text: 'Schrijf een week lang op wanneer u zich overprikkeld voelt en wanneer u zich rustig voelt: waar u was, en wat u kon horen, zien en voelen. Onderzoekers beschrijven dat mensen sterk op prikkels reageren, er weinig of laat op reageren, of ze juist opzoeken. Weten wat bij u past, is een goede basis voor de ideeën hieronder.',
  },
  'shape-your-surroundings': {
    title: 'Richt uw omgeving in',
    text: 'Reageert u sterk op prikkels? Verander dan thuis wat u kunt: warmer of gedimd licht, zachte stoffen, ongeparfumeerde producten en een rustig hoekje om u terug te trekken. Kleine veranderingen tellen in de loop van een dag op.',
  },
  'sensory-kit': {
    title: 'Neem een klein setje voor uw zintuigen mee',
    text: 'Een zonnebril, een pet, oordopjes of een koptelefoon, een vertrouwde geur of iets om mee te friemelen kunnen het misschien makkelijker maken om met drukke plekken om te gaan. Veel mensen vinden zo’n setje geruststellend. Let op wat voor u werkt.',
  },
  'body-signals': {
    title: 'Luister naar de signalen van uw lichaam',
    text: 'Interoceptie is het waarnemen van signalen van binnen uw lichaam, zoals honger en dorst. Merkt u die pas op als ze dringend zijn? Probeer dan zachte herinneringen om te eten en te drinken. En sta op een paar vaste momenten per dag even stil bij uw lichaam.',
  },
  'sensations-you-enjoy': {
    title: 'Plan prikkels in die u fijn vindt',
    text: 'Zoekt u graag sterke prikkels op? Geef uzelf dan veilige manieren om ervan te genieten: een stevige wandeling, een zware deken, knapperig eten of eten met een sterke smaak, of muziek waar u van houdt.',
  },
  'choose-where-you-sit': {
    title: 'Kies waar u zit',
    text: 'Hebt u last van geluid of licht? Vraag dan om een werkplek uit de buurt van deuren, printers en ramen met fel licht, of om toestemming om een koptelefoon te gebruiken. Met kleine, concrete verzoeken stemmen anderen het makkelijkst in.',
  },
  'recovery-in-the-day': {
    title: 'Plan herstel in uw dag',
    text: 'Raakt u uitgeput van drukke plekken? Plan dan rustigere momenten in. Reis waar het kan buiten de spits, en neem na een drukke vergadering of een druk college een paar rustige minuten op een stille plek.',
  },
  'concrete-sensory-words': {
    title: 'Beschrijf prikkels in concrete woorden',
    text: '“Door de harde muziek kan ik het gesprek niet volgen.” Daar kunnen anderen meer mee dan met “Ik vind het hier niet fijn”. Duidelijke, concrete woorden helpen mensen om u te helpen.',
  },
  'plans-that-suit-everyone': {
    title: 'Maak plannen die voor iedereen passen',
    text: 'Stel rustigere tijden of plekken voor om af te spreken. Spreek vooraf af dat u even naar buiten mag of eerder mag weggaan. Met een plan is het vaak makkelijker om te blijven en het naar uw zin te hebben.',
  },
  'technology-for-handwriting': {
    title: 'Laat techniek het schrijven met de hand overnemen',
    text: 'Typ aantekeningen, bewaar sjablonen voor formulieren die u vaak invult, en gebruik de dicteerfunctie als typen langzaam gaat. Een computer gebruiken in plaats van met de hand schrijven is een van de suggesties voor volwassenen met dyspraxie.',
  },
  'movement-practice': {
    title: 'Oefen nieuwe bewegingen vaak en kort',
    text: 'Leren autorijden, een nieuwe sport of een dans kan voor u meer oefening vragen dan voor anderen. Veel volwassenen met dyspraxie merken dat. Internationale aanbevelingen voor DCD (coördinatieontwikkelingsstoornis) geven de voorkeur aan het oefenen van de activiteit zelf. Korte, frequente oefenmomenten met iemand die geduldig lesgeeft, zijn een manier om dat te doen.',
  },
  'easier-home-tasks': {
    title: 'Maak taken in huis makkelijker',
    text: 'Hulpmiddelen zoals een groentesnijder, antislipmatjes en keukengerei met een makkelijke grip, en kleding zonder lastige sluitingen, kunnen tijd en frustratie besparen. Een ergotherapeut kan helpen bij dagelijkse taken, zoals eten klaarmaken.',
  },
  'enjoyable-movement': {
    title: 'Beweeg op een manier die u leuk vindt',
    text: 'Regelmatig bewegen, zoals zwemmen, wandelen of yoga, is een van de dingen die worden voorgesteld voor volwassenen met dyspraxie. Kies activiteiten die u leuk vindt en waarbij u uw eigen tempo kunt volgen.',
  },
  'diary-and-routines': {
    title: 'Gebruik één agenda en een paar routines',
    text: 'Houd één agenda of app bij voor uw plannen, en eenvoudige checklists voor dingen die u vaak herhaalt, zoals een tas inpakken. Een agenda gebruiken is een van de suggesties voor volwassenen met dyspraxie.',
  },
  'what-done-looks-like': {
    title: 'Vraag hoe “klaar” eruitziet',
    text: 'Een voorbeeld van afgerond werk en schriftelijke instructies, stap voor stap, maken duidelijk wat er verwacht wordt. Volwassenen met dyspraxie beschrijven werk organiseren en snel informatie opschrijven als moeilijk. Met uitgeschreven stappen hoeft u dus niet te raden.',
  },
  'buddy-for-new-places': {
    title: 'Zoek een maatje voor nieuwe plekken en apparaten',
    text: 'Een collega of medestudent die u rustig een nieuwe route, een machine of een werkwijze laat zien, kan de eerste weken makkelijker maken. Nieuwe vaardigheden langzamer leren is een van de moeilijkheden op het werk die volwassenen met dyspraxie beschrijven.',
  },
  'occupational-therapy': {
    title: 'Vraag naar ergotherapie',
    text: 'Een ergotherapeut kan helpen bij dagelijkse taken die u moeilijk vindt, en andere manieren voorstellen om ze te doen. Uw huisarts kan u doorverwijzen, of vertellen hoe u bij u in de buurt een ergotherapeut vindt.',
  },
  'share-what-is-hard': {
    title: 'Vertel wat moeilijk is, en waarom',
    text: 'Laat u mensen weten dat morsen of verdwalen komt door hoe u bewegingen coördineert, en niet door slordigheid? Dan kan dat hen helpen vriendelijk te reageren. Movement Matters geeft een informatiefolder uit die u met een werkgever kunt delen.',
  },
  'activities-that-suit-you': {
    title: 'Stel activiteiten voor die bij u passen',
    text: 'Vindt u teamsport of dansen stressvol? Stel dan dingen voor die u graag samen doet, zoals wandelen, spelletjes of koken, waarbij het gezelschap centraal staat. Internationale aanbevelingen voor DCD (coördinatieontwikkelingsstoornis) zetten meedoen aan dagelijkse activiteiten centraal in de ondersteuning.',
  },
  'devices-read-aloud': {
    title: 'Laat uw apparaten voorlezen',
    text: 'De voorleesfunctie zit in de meeste telefoons en computers. Die kan e-mails, webpagina’s en lange documenten voorlezen. Luisteren terwijl u de tekst meeleest, is een van de technische strategieën die Jisc beschrijft voor studenten met dyslexie.',
  },
  dictation: {
    title: 'Praat in plaats van te typen',
    text: 'Met spraakherkenning kunt u berichten en eerste versies dicteren. De tekst kunt u daarna verbeteren, als uw ideeën al op papier staan.',
  },
  'text-easier-on-the-eye': {
    title: 'Maak tekst prettiger voor de ogen',
    text: 'Kies een duidelijk schreefloos lettertype van 12 tot 14 punt, met donkere tekst op een crèmekleurige of pastelkleurige achtergrond in plaats van wit. De stijlgids van de British Dyslexia Association raadt deze keuzes aan.',
  },
  'spoken-information-in-writing': {
    title: 'Vraag gesproken informatie ook op papier',
    text: 'Vraag de belangrijkste punten van vergaderingen of colleges op papier. Herhaal instructies om te controleren of u ze goed hebt begrepen, of spreek direct daarna een spraakmemo in.',
  },
  'visual-writing-plans': {
    title: 'Plan uw teksten visueel',
    text: 'Mindmaps, steekwoorden of spraakmemo’s kunnen u helpen uw ideeën te ordenen voordat u hele zinnen schrijft.',
  },
  'ask-about-adjustments': {
    title: 'Vraag naar aanpassingen',
    text: 'Ondersteunende software en een digitaal opnameapparaat zijn voorbeelden van aanpassingen op het werk. In het Verenigd Koninkrijk moeten werkgevers onder de Equality Act redelijke aanpassingen doen. De regels verschillen per land. Vraag daarom uw werkgever, uw onderwijsinstelling of de dyslexievereniging in uw land wat voor u geldt.',
  },
  'spelling-tools': {
    title: 'Laat hulpmiddelen uw spelling controleren',
    text: 'Spellingcontrole en grammaticaprogramma’s doen dit werk goed. Belangrijke teksten kan een collega of vriend die u vertrouwt nog even doorlezen voordat ze verstuurd worden.',
  },
  'tell-people-what-works': {
    title: 'Vertel anderen wat voor u werkt',
    text: 'Misschien belt u liever of stuurt u liever een spraakbericht dan een lang tekstbericht. Of misschien leest u in een groep liever niet hardop voor. Als u dat vroeg zegt, voorkomt u later ongemakkelijke momenten.',
  },
  'connect-with-other-readers': {
    title: 'Kom in contact met anderen die anders lezen',
    text: 'De European Dyslexia Association heeft lidorganisaties in 24 landen. De vereniging in uw land is een plek om andere volwassenen te ontmoeten en tips te delen.',
  },
};
