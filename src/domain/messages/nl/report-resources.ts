/** The Complete Report's words about organisations that can help, in Dutch; see ../en/report-resources.ts. */
import type { AssessmentType } from '../../assessments/catalogue.ts';
import type { OrganisationId } from '../../report/resources.ts';

export const organisationDescriptions: Readonly<Record<OrganisationId, string>> = {
  'autism-europe':
    'Een netwerk van meer dan 80 autismeverenigingen in 38 landen, erkend door de EU-instellingen. Via de ledenlijst vindt u gemakkelijk de vereniging in uw land.',
  'adhd-europe':
    'Het Europese samenwerkingsverband van nationale en regionale ADHD-verenigingen. Het publiceerde een enquête over de toegang tot diagnose en behandeling in Europa, en noemt de aangesloten groepen.',
  'european-dyslexia-association':
    'Brengt 40 lidorganisaties in 24 Europese landen samen en is lid van het European Disability Forum.',
  'autismus-deutschland': 'De landelijke autismevereniging, met informatie over diagnostiek bij volwassenen.',
  'adhs-deutschland': 'Een landelijke zelfhulpvereniging voor mensen met ADHD.',
  bvl: 'De landelijke vereniging voor dyslexie en dyscalculie.',
  'autisme-france': 'Een landelijke autismevereniging, opgericht in 1989 en lid van Autism-Europe.',
  hypersupers:
    'Een landelijke ADHD-vereniging, in 2002 opgericht door ouders, voor gezinnen, volwassenen en kinderen met ADHD.',
  ffdys: 'Een federatie van verenigingen voor dyslexie, dyspraxie en andere specifieke leerverschillen.',
  angsa: 'Een landelijke autismevereniging, in 1985 opgericht door ouders, met een afdeling in elke regio.',
  aifa: 'Een landelijke ADHD-vereniging, in 2002 opgericht door ouders, die ook bijeenkomsten over ADHD bij volwassenen organiseert.',
  aid: 'De landelijke vereniging voor specifieke leerstoornissen zoals dyslexie, met volwassen leden en lokale afdelingen.',
  'autismo-espana':
    'De Spaanse confederatie van autismeorganisaties, opgericht in 1994, die autistische mensen en hun families steunt.',
  feaadah: 'De Spaanse federatie van ADHD-verenigingen en een van de oprichters van ADHD-Europe.',
  nva: 'De Nederlandse autismevereniging, opgericht in 1978, voor autistische mensen van alle leeftijden en hun naasten.',
  'impuls-woortblind':
    'De Nederlandse vereniging voor mensen met ADHD, ADD, dyslexie of dyscalculie, met informatie voor volwassenen.',
  'fundacja-jim': 'Een stichting die autistische mensen, ook volwassenen, en hun families steunt.',
  'autyzm-polska': 'Een federatie van Poolse autismeorganisaties en lid van Autism-Europe.',
  ptd: 'De Poolse dyslexievereniging, voor mensen met dyslexie en voor professionals, met regionale afdelingen.',
  vva: 'De Vlaamse autismevereniging, voor autistische mensen, hun ouders en families.',
  participate:
    'Een Vlaamse informatiesite over autisme voor autistische mensen, families en professionals, met een praktische wegwijzer naar hulp.',
  zitstil: 'Een Vlaams expertisecentrum voor ADHD, dat ook werkt met tieners en jongvolwassenen.',
  'autism-sverige':
    'De landelijke Zweedse autismevereniging, die tot 2022 Autism- och Aspergerförbundet heette.',
  attention:
    'Een landelijke vereniging voor mensen met neurologische ontwikkelingsverschillen zoals ADHD en autisme, voor hun families en voor professionals, met ongeveer 15.000 leden.',
  dyslexiforbundet:
    'De Zweedse dyslexievereniging, in 1979 opgericht door mensen met lees- en schrijfproblemen.',
  autistenhilfe: 'Een Oostenrijkse autismeorganisatie met een eigen centrum voor diagnostiek en therapie.',
  asiam:
    'De landelijke non-profitorganisatie voor autisme in Ierland, opgericht in 2014, met steun voor autistische volwassenen en families.',
  'adhd-ireland':
    'Een landelijke non-profitorganisatie voor volwassenen met ADHD en voor ouders. Ze organiseert steungroepen voor volwassenen en het onlineprogramma UMAAP.',
  'dyslexia-ireland':
    'De landelijke dyslexievereniging, met informatie over onderzoek naar dyslexie bij kinderen en volwassenen.',
  'dyspraxia-dcd-ireland':
    'Een landelijke organisatie, opgericht door ouders, met informatie en een hulplijn voor kinderen en volwassenen.',
  'national-autistic-society':
    'De belangrijkste non-profitorganisatie voor autistische mensen in het Verenigd Koninkrijk, met steun en advies voor autistische volwassenen en families.',
  'adhd-uk': 'Een non-profitorganisatie in het Verenigd Koninkrijk voor mensen met ADHD.',
  'british-dyslexia-association':
    'Informatie voor volwassenen met dyslexie en voor werkgevers, waaronder de “Dyslexia Style Guide” van de vereniging.',
  'movement-matters':
    'De Britse koepelorganisatie van de belangrijkste landelijke groepen voor DCD (coördinatieontwikkelingsstoornis) en dyspraxie, met informatie voor volwassenen en werkgevers.',
};

export const resourceNotes: Readonly<Partial<Record<AssessmentType, string>>> = {
  spd: 'Verschillen in prikkelverwerking zijn in de DSM-5 geen aparte diagnose. Daarom richten maar weinig organisaties zich alleen daarop. Hier staan verenigingen voor autisme en ADHD, omdat verschillen in prikkelverwerking bij beide vaak voorkomen. Ook werken ergotherapeuten al lang met zintuiglijke behoeften.',
  dyspraxia:
    'Voor volwassenen met dyspraxie of DCD (coördinatieontwikkelingsstoornis) zijn er minder organisaties dan voor de andere onderwerpen in dit rapport. De Dyspraxia Foundation in het Verenigd Koninkrijk is in 2024 gesloten; Movement Matters biedt nu informatie in het Engels.',
};
