/** The Complete Report's words about organisations that can help, in Italian; see ../en/report-resources.ts. */
import type { AssessmentType } from '../../assessments/catalogue.ts';
import type { OrganisationId } from '../../report/resources.ts';

export const organisationDescriptions: Readonly<Record<OrganisationId, string>> = {
  'autism-europe':
    'Una rete di oltre 80 associazioni per l’autismo in 38 paesi, riconosciuta dalle istituzioni dell’UE. Nell’elenco dei membri può trovare facilmente l’associazione del suo paese.',
  'adhd-europe':
    'L’alleanza europea delle associazioni nazionali e regionali per l’ADHD. Ha pubblicato un’indagine sull’accesso a diagnosi e trattamento in Europa ed elenca i gruppi che ne fanno parte.',
  'european-dyslexia-association':
    'Riunisce 40 organizzazioni membri in 24 paesi europei ed è membro dell’European Disability Forum.',
  'autismus-deutschland':
    'L’associazione nazionale per l’autismo, con informazioni sulla diagnosi negli adulti.',
  'adhs-deutschland': 'Un’associazione nazionale di auto-aiuto per le persone con ADHD.',
  bvl: 'L’associazione nazionale per la dislessia e la discalculia.',
  'autisme-france': 'Un’associazione nazionale per l’autismo, fondata nel 1989 e membro di Autism-Europe.',
  hypersupers:
    'Un’associazione nazionale per l’ADHD fondata da genitori nel 2002, per famiglie, adulti e bambini con ADHD.',
  ffdys:
    'Una federazione di associazioni per la dislessia, la disprassia e altre difficoltà specifiche dell’apprendimento.',
  angsa:
    'Un’associazione nazionale per l’autismo fondata da genitori nel 1985, con una sede in ogni regione.',
  aifa: 'Un’associazione nazionale per l’ADHD fondata da genitori nel 2002, che organizza anche eventi sull’ADHD negli adulti.',
  aid: 'L’associazione nazionale per i disturbi specifici dell’apprendimento come la dislessia, con soci adulti e sezioni locali.',
  'autismo-espana':
    'La confederazione spagnola delle organizzazioni per l’autismo, fondata nel 1994, che sostiene le persone autistiche e le loro famiglie.',
  feaadah: 'La federazione spagnola delle associazioni per l’ADHD e membro fondatore di ADHD-Europe.',
  nva: 'L’associazione olandese per l’autismo, fondata nel 1978, per persone autistiche di ogni età e per chi sta loro vicino.',
  'impuls-woortblind':
    'L’associazione olandese per le persone con ADHD, ADD, dislessia o discalculia, con informazioni per adulti.',
  'fundacja-jim': 'Una fondazione che sostiene le persone autistiche, adulti compresi, e le loro famiglie.',
  'autyzm-polska': 'Una federazione di organizzazioni polacche per l’autismo e membro di Autism-Europe.',
  ptd: 'L’Associazione polacca per la dislessia, per persone con dislessia e professionisti, con sezioni regionali.',
  vva: 'L’associazione fiamminga per l’autismo, per persone autistiche, i loro genitori e le loro famiglie.',
  participate:
    'Un sito fiammingo di informazione sull’autismo per persone autistiche, famiglie e professionisti, con una guida pratica ai servizi.',
  zitstil: 'Un centro di competenza fiammingo sull’ADHD, che lavora anche con adolescenti e giovani adulti.',
  'autism-sverige':
    'L’associazione nazionale svedese per l’autismo, che fino al 2022 si chiamava Autism- och Aspergerförbundet.',
  attention:
    'Un’associazione nazionale per le persone con condizioni del neurosviluppo come ADHD e autismo, per le loro famiglie e per i professionisti, con circa 15.000 soci.',
  dyslexiforbundet:
    'L’associazione svedese per la dislessia, fondata nel 1979 da persone con difficoltà di lettura e scrittura.',
  autistenhilfe: 'Un’organizzazione austriaca per l’autismo con un proprio centro di diagnosi e terapia.',
  asiam:
    'L’organizzazione benefica nazionale irlandese per l’autismo, fondata nel 2014, con sostegno per persone adulte autistiche e per le famiglie.',
  'adhd-ireland':
    'Un’organizzazione benefica nazionale per adulti con ADHD e per genitori, che gestisce gruppi di sostegno per adulti e il programma online UMAAP.',
  'dyslexia-ireland':
    'L’associazione nazionale per la dislessia, con informazioni sulla valutazione per bambini e adulti.',
  'dyspraxia-dcd-ireland':
    'Un’organizzazione nazionale fondata da genitori, con informazioni e una linea di sostegno per bambini e adulti.',
  'national-autistic-society':
    'La principale organizzazione benefica del Regno Unito per le persone autistiche, con sostegno e consulenza per persone adulte autistiche e per le famiglie.',
  'adhd-uk': 'Un’organizzazione benefica del Regno Unito per le persone con ADHD.',
  'british-dyslexia-association':
    'Informazioni per adulti con dislessia e per datori di lavoro, tra cui la sua «Dyslexia Style Guide».',
  'movement-matters':
    'L’organizzazione del Regno Unito che riunisce i principali gruppi nazionali per il disturbo della coordinazione motoria (DCD) o disprassia, con informazioni per adulti e datori di lavoro.',
};

export const resourceNotes: Readonly<Partial<Record<AssessmentType, string>>> = {
  spd: 'Nel DSM-5 le differenze nell’elaborazione sensoriale non sono una diagnosi a sé, quindi poche organizzazioni se ne occupano in modo specifico. Sono elencate associazioni per l’autismo e per l’ADHD perché le differenze sensoriali sono comuni in entrambi i casi, e la terapia occupazionale si occupa da tempo dei bisogni sensoriali.',
  dyspraxia:
    'Per le persone adulte con disprassia (disturbo della coordinazione motoria, DCD) esistono meno organizzazioni che per le altre condizioni di questo report. La Dyspraxia Foundation nel Regno Unito ha chiuso nel 2024; oggi Movement Matters offre informazioni in inglese.',
};
