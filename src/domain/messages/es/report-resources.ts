/** The Complete Report's words about organisations that can help, in Spanish; see ../en/report-resources.ts. */
import type { AssessmentType } from '../../assessments/catalogue.ts';
import type { OrganisationId } from '../../report/resources.ts';

export const organisationDescriptions: Readonly<Record<OrganisationId, string>> = {
  'autism-europe':
    'Una red de más de 80 asociaciones de autismo en 38 países, reconocida por las instituciones de la UE. Su lista de miembros es una buena forma de encontrar la asociación de su país.',
  'adhd-europe':
    'La alianza europea de asociaciones nacionales y regionales de TDAH. Ha publicado una encuesta sobre el acceso al diagnóstico y al tratamiento en Europa, y publica la lista de sus entidades miembro.',
  'european-dyslexia-association':
    'Reúne a 40 organizaciones miembro de 24 países europeos y es miembro del European Disability Forum.',
  'autismus-deutschland':
    'La asociación nacional de autismo, con información sobre el diagnóstico en la edad adulta.',
  'adhs-deutschland': 'Una asociación nacional de autoayuda para personas con TDAH.',
  bvl: 'La asociación nacional para la dislexia y la discalculia.',
  'autisme-france': 'Una asociación nacional de autismo, fundada en 1989 y miembro de Autism-Europe.',
  hypersupers:
    'Una asociación nacional de TDAH fundada por madres y padres en 2002, para familias, personas adultas y menores con TDAH.',
  ffdys:
    'Una federación de asociaciones para la dislexia, la dispraxia y otras diferencias específicas del aprendizaje.',
  angsa:
    'Una asociación nacional de autismo fundada por madres y padres en 1985, con una sede en cada región.',
  aifa: 'Una asociación nacional de TDAH fundada por madres y padres en 2002, que también organiza actividades sobre el TDAH en la edad adulta.',
  aid: 'La asociación nacional para los trastornos específicos del aprendizaje, como la dislexia, con personas adultas entre sus miembros y secciones locales.',
  'autismo-espana':
    'La confederación española de organizaciones de autismo, fundada en 1994, que apoya a las personas autistas y a sus familias.',
  feaadah: 'La federación española de asociaciones de TDAH y miembro fundador de ADHD-Europe.',
  nva: 'La asociación neerlandesa de autismo, fundada en 1978, para personas autistas de todas las edades y su entorno cercano.',
  'impuls-woortblind':
    'La asociación neerlandesa para personas con TDAH, TDA, dislexia o discalculia, con información para personas adultas.',
  'fundacja-jim': 'Una fundación que apoya a las personas autistas, también adultas, y a sus familias.',
  'autyzm-polska': 'Una federación de organizaciones polacas de autismo y miembro de Autism-Europe.',
  ptd: 'La Asociación Polaca de Dislexia, para personas con dislexia y profesionales, con delegaciones regionales.',
  vva: 'La asociación flamenca de autismo, para personas autistas, sus madres y padres, y sus familias.',
  participate:
    'Un sitio web flamenco de información sobre el autismo para personas autistas, familias y profesionales, con una guía práctica de servicios.',
  zitstil: 'Un centro flamenco especializado en TDAH, que también trabaja con adolescentes y jóvenes.',
  'autism-sverige':
    'La asociación nacional sueca de autismo, que hasta 2022 se llamaba Autism- och Aspergerförbundet.',
  attention:
    'Una asociación nacional para personas con trastornos del neurodesarrollo, como el TDAH y el autismo, sus familias y profesionales, con unos 15 000 miembros.',
  dyslexiforbundet:
    'La asociación sueca de dislexia, fundada en 1979 por personas con dificultades de lectura y escritura.',
  autistenhilfe: 'Una organización austriaca de autismo con su propio centro de diagnóstico y terapia.',
  asiam:
    'La entidad benéfica nacional de autismo de Irlanda, fundada en 2014, con apoyo para personas autistas adultas y sus familias.',
  'adhd-ireland':
    'Una entidad benéfica nacional para personas adultas con TDAH y para madres y padres, que organiza grupos de apoyo para personas adultas y el programa en línea UMAAP.',
  'dyslexia-ireland':
    'La asociación nacional de dislexia, con información sobre la evaluación en la infancia y en la edad adulta.',
  'dyspraxia-dcd-ireland':
    'Una organización nacional fundada por familias, con información y una línea de apoyo para menores y personas adultas.',
  'national-autistic-society':
    'La principal entidad benéfica del Reino Unido para personas autistas, con apoyo y asesoramiento para personas autistas adultas y sus familias.',
  'adhd-uk': 'Una entidad benéfica del Reino Unido para personas con TDAH.',
  'british-dyslexia-association':
    'Información para personas adultas con dislexia y para empresas, incluida su guía de estilo «Dyslexia Style Guide».',
  'movement-matters':
    'La organización del Reino Unido que agrupa a los principales colectivos nacionales de TDC/dispraxia, con información para personas adultas y empresas.',
};

export const resourceNotes: Readonly<Partial<Record<AssessmentType, string>>> = {
  spd: 'Las diferencias en el procesamiento sensorial no son un diagnóstico propio en el DSM-5, por eso pocas organizaciones se dedican solo a ellas. Se incluyen asociaciones de autismo y de TDAH porque las diferencias sensoriales son frecuentes en ambos casos, y la terapia ocupacional lleva mucho tiempo trabajando con las necesidades sensoriales.',
  dyspraxia:
    'Hay menos organizaciones para personas adultas con dispraxia (trastorno del desarrollo de la coordinación, TDC) que para los demás temas de este informe. La Dyspraxia Foundation del Reino Unido cerró en 2024; ahora Movement Matters ofrece información en inglés.',
};
