// Written by `npm run translations:records` from ../../es.ts; edit the record, not this file.
import type { ItemTexts } from '../../item-texts.ts';

export const TEXTS: ItemTexts = {
  answerLabels: [
    'Totalmente en desacuerdo',
    'En desacuerdo',
    'Ni de acuerdo ni en desacuerdo',
    'De acuerdo',
    'Totalmente de acuerdo',
  ],
  items: {
    'audhd-1': 'Durante una película, a menudo mi mente se aleja de la historia.',
    'audhd-2': 'Cuando algo me altera, tardo mucho en calmarme.',
    'audhd-3': 'Cuando conozco a alguien, enseguida me hago una idea de cómo es.',
    'audhd-4': 'Normalmente sé exactamente dónde he dejado las llaves.',
    'audhd-5': 'Antes de ir a un lugar nuevo, estudio con detalle fotos y mapas de ese lugar.',
    'audhd-6': 'Las personas cercanas a mí comentan lo mucho que muevo las manos o los pies.',
    'audhd-7': 'Si hay una sola línea con un tipo de letra distinto, la noto enseguida.',
    'audhd-8': 'A menudo empiezo proyectos nuevos antes de terminar los que ya tengo.',
    'audhd-9':
      'Mis amistades me tratan como a una persona experta en un tema que he aprendido en mi tiempo libre.',
    'audhd-10': 'Mientras trabajo, a menudo me doy cuenta de que mis pensamientos han pasado a otro tema.',
    'audhd-11': 'Evito hablar de mis verdaderos intereses para encajar.',
    'audhd-12': 'Pienso antes de hablar, incluso cuando algo me entusiasma.',
    'audhd-13':
      'Charlar de cosas sin importancia es una habilidad que tuve que aprender de forma consciente.',
    'audhd-14': 'Llego tarde a las citas más a menudo que la mayoría de la gente que conozco.',
    'audhd-15': 'En lugares ruidosos y con mucha gente, puedo llegar a un punto en el que todo me supera.',
    'audhd-16':
      'Cuando cambia un lugar que conozco bien, por ejemplo, cuando una tienda reorganiza sus estanterías, me acostumbro con rapidez.',
    'audhd-17': 'Me ocupo de las cartas y las facturas poco después de recibirlas.',
    'audhd-18': 'La luz intensa del día me resulta cómoda para los ojos.',
    'audhd-19':
      'En una fiesta con mucha gente, el ruido se desvanece en cuanto me pongo a hablar con alguien.',
    'audhd-20': 'A menudo mis pensamientos saltan rápidamente de una idea a otra.',
    'audhd-21': 'Socializar me cuesta mucho más esfuerzo de lo que imaginaría la gente de mi entorno.',
    'audhd-22': 'Cuando una tarea me absorbe, la gente tiene que decir mi nombre varias veces.',
    'audhd-23': 'Me cuesta interpretar el tono de un mensaje de texto corto.',
    'audhd-24': 'A menudo tomo decisiones importantes por impulso.',
    'audhd-25': 'Cuando algo me altera, aprender sobre un tema que me fascina me calma.',
    'audhd-26': 'Por más veces que ordene, mi espacio enseguida vuelve a estar desordenado.',
    'audhd-27': 'Me atraen los temas con reglas claras, como las matemáticas o los horarios.',
    'audhd-28': 'Puedo tardar días en empezar incluso una tarea sencilla, como contestar un mensaje.',
    'audhd-29': 'Cuando alguien me cuenta una mala noticia, sé qué decir.',
    'audhd-30': 'Puedo mantener la atención en un artículo largo de principio a fin.',
  },
};
