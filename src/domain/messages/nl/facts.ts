/** The 'Did you know?' facts' words in Dutch, by fact id (see ../en/facts.ts). */
export const funFactTexts = {
  'fact-1':
    'De Wereldgezondheidsorganisatie schat dat wereldwijd ongeveer 1 op de 100 kinderen autistisch is. Ze wijst erop dat autisme vaak pas veel later wordt vastgesteld.',
  'fact-2':
    'Veel autistische volwassenen beschrijven “camoufleren”: in sociale situaties bewust hun kenmerken verbergen of eromheen werken. Velen zeggen dat het vermoeiend is om dat vol te houden.',
  'fact-3':
    'In een onderzoek werd een verhaal doorverteld in een keten van autistische volwassenen. Het behield zijn details even goed als een verhaal dat werd doorverteld tussen niet-autistische volwassenen. In gemengde ketens gingen details sneller verloren.',
  'fact-4':
    'Het aantal geregistreerde autismediagnoses bij Britse huisartsen steeg tussen 1998 en 2018 sterk, het meest bij volwassenen. De onderzoekers brengen dit vooral in verband met betere herkenning.',
  'fact-5':
    'Autistische volwassenen die werden geïnterviewd over stimmen, zoals wiegen of friemelen, beschreven het als een nuttige manier om zichzelf te kalmeren of sterke gevoelens te uiten.',
  'fact-6':
    'Een overzicht van 96 onderzoeken vond dat ongeveer 28% van de autistische mensen ook een ADHD-diagnose heeft. Daarmee was ADHD in dat overzicht de meest voorkomende bijkomende aandoening.',
  'fact-7':
    'Sinds 2013 noemt het belangrijkste Amerikaanse diagnostische handboek over- of onderreactie op prikkels, zoals geluiden of texturen, als een van de manieren waarop autisme zich kan uiten.',
  'fact-8':
    'Twintig landelijke en regionale enquêtes, uitgevoerd met de Wereldgezondheidsorganisatie, vonden dat gemiddeld ongeveer 2,8% van de volwassenen ADHD heeft, en dat het vaak niet wordt herkend.',
  'fact-9':
    'Bij volwassenen uit hyperactiviteit zich vaak als een innerlijk gevoel van onrust, eerder dan als rondrennen of klimmen.',
  'fact-10':
    'ADHD bij meisjes en vrouwen wordt vaak later herkend. Dat komt deels doordat kenmerken van onoplettendheid stiller zijn en makkelijker over het hoofd worden gezien dan hyperactieve kenmerken.',
  'fact-11':
    'Volwassenen met meer ADHD-kenmerken geven aan dat ze in het dagelijks leven vaker “hyperfocus” ervaren: helemaal opgaan in een activiteit.',
  'fact-12':
    'Toen onderzoekers succesvolle volwassenen met ADHD interviewden, noemden die positieve kanten zoals energie, creatief denken, moed en veerkracht.',
  'fact-13':
    'In de algemene bevolking geven mensen met meer ADHD-kenmerken vaak aan dat ze gevoeliger zijn voor prikkels, bij meerdere zintuigen.',
  'fact-14':
    'Dyspraxie (coördinatieontwikkelingsstoornis) en ADHD gaan vaak samen: een overzicht uit 2023 stelt dat ze in ongeveer de helft van de gevallen samen voorkomen.',
  'fact-15': 'Dyslexie en ADHD komen vaak samen voor bij dezelfde persoon.',
  'fact-16':
    'Naast zien, horen, voelen, proeven en ruiken neemt uw lichaam ook zijn eigen houding en beweging waar. Dit zintuig heet proprioceptie.',
  'fact-17':
    'De psychologen Elaine en Arthur Aron introduceerden in 1997 het begrip “sensory processing sensitivity” (hoogsensitiviteit). Zo beschreven ze mensen die ervaringen diep opmerken en verwerken.',
  'fact-18':
    'Onderzoekers beschrijven hoogsensitiviteit als een veelvoorkomende eigenschap die deels erfelijk is. Gevoelige mensen worden mogelijk meer geraakt door een moeilijke omgeving, en hebben mogelijk ook meer baat bij een steunende omgeving.',
  'fact-19':
    'Ergotherapeut Winnie Dunn beschreef vier patronen in hoe mensen op prikkels reageren: minder opmerken, meer opzoeken, gevoelig zijn en vermijden.',
  'fact-20':
    'Interoceptie is het waarnemen van signalen uit uw eigen lichaam, zoals honger, dorst of een bonzend hart. Onderzoekers bestuderen hoe dit samenhangt met mentale gezondheid.',
  'fact-21':
    'Naar schatting heeft ongeveer 1 op de 20 kinderen een coördinatieontwikkelingsstoornis, die vaak dyspraxie wordt genoemd.',
  'fact-22':
    'Dyspraxie heeft invloed op bewegen en coördinatie. Het komt voor bij mensen van elk intelligentieniveau.',
  'fact-23':
    'Verschillen in coördinatie die in de kindertijd beginnen, gaan vaak door tot in de volwassenheid. Daarom bevatten internationale richtlijnen nu ook aanbevelingen voor volwassenen.',
  'fact-24':
    'De British Dyslexia Association schat dat ongeveer 1 op de 10 mensen in meer of mindere mate dyslexie heeft.',
  'fact-25':
    'Een invloedrijk Brits overzicht beschreef dyslexie als een glijdende schaal in plaats van een aparte categorie, zonder duidelijke grenzen.',
  'fact-26':
    'Het woord “dyslexie” werd in de jaren tachtig van de negentiende eeuw geïntroduceerd door Rudolf Berlin, een Duitse oogarts.',
  'fact-27':
    'Deskundigen beschrijven dyslexie als een verschil in hoe de hersenen taal verwerken. Het wordt niet veroorzaakt door problemen met de ogen.',
  'fact-28':
    'In een onderzoek hielp alleen al extra ruimte tussen de letters kinderen met dyslexie om sneller en nauwkeuriger te lezen, zonder enige training.',
  'fact-29':
    'Het woord “neurodiversiteit” verscheen eind jaren negentig. Het wordt meestal in verband gebracht met de Australische socioloog Judy Singer, en met schrijver Harvey Blume.',
  'fact-30':
    'Verschillen in de ontwikkeling van de hersenen overlappen vaak. Psychiater Christopher Gillberg bedacht de term ESSENCE, om aan te moedigen ze samen te bekijken in plaats van één voor één.',
  'fact-31':
    'NICE raadt zorgverleners aan om de vragenlijst AQ-10 te overwegen als ze beslissen of ze een volwassene een volledig autismeonderzoek aanbieden. Een diagnose kan alleen uit zo’n onderzoek komen. De vragenlijst van deze website is niet de AQ-10.',
  'fact-32':
    'Psychologen beschrijven vaak drie centrale executieve functies: informatie in gedachten houden, weerstand bieden aan afleiding en impulsen, en soepel wisselen tussen taken.',
  'fact-33':
    'Een bekend overzichtsartikel concludeerde dat volwassenen maar ongeveer vier brokjes informatie tegelijk in gedachten kunnen houden. Lijstjes en herinneringen nemen een deel van die last over.',
};
